@_exported import ViewTraceEngine
// On Linux, Foundation's `URLSession`, `URLRequest` and `URLResponse` live in a module of their
// own; an app's view file that says `import SwiftUI` (or `Foundation`) and calls
// `URLSession.shared.data(from:)` finds them, as on iOS.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
