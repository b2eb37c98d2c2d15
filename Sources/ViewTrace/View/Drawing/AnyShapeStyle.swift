/// A style of any type, as in SwiftUI: what a view chooses between styles of different types
/// with (`flag ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary)`). Recorded as the style it
/// wraps (`.red`), so the trace shows which one a view was given.
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
  let written: String

  /// `style`, whatever its type.
  public nonisolated init<S: ShapeStyle>(_ style: S) { written = describeStyle(style) }

  init(written: String) { self.written = written }

  /// The wrapped style as written (`.red`).
  public var description: String { written }
}
