// `import SwiftUI` on Linux: the ViewTrace DSL under SwiftUI's module name,
// so an app's view files compile in a trace package exactly as they are.
// Declared only on Linux (Package.swift): on macOS the real SwiftUI exists,
// and a trace package imports `ViewTrace` instead (docs/own-views.md).
@_exported import ViewTrace
