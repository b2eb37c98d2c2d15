import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Records `message` as a warning of the running test: an issue of severity
/// `.warning` under Swift Testing (shown with the test, which still passes),
/// a `warning:` line on standard error under XCTest, which has no warnings.
func recordWarning(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message), severity: .warning,
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      return
    }
  #endif
  FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
}
