// The trace target's own file. The app's files are in App (a link to ../../App, the app's folder
// as it is), compiled by ViewTrace's CompileForIOS plugin as an iOS build compiles them: the code
// under `#if os(iOS)` is what runs, and LibraryApp.swift (`@main`) is left out. SwiftPM builds no
// target without a Swift file of its own; stand-ins for what the app has and ViewTrace does not
// (a UIKit wrapper, a service) would go here.
