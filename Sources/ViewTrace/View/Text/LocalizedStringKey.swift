import Foundation

/// A string key for a localized text, as in SwiftUI. ViewTrace has no
/// string tables: the key is the text.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  let key: String
  /// The key `value`.
  public init(_ value: String) { self.key = value }
  /// The key written as a literal.
  public init(stringLiteral value: String) { self.key = value }
  /// The key written with interpolations.
  public init(stringInterpolation: StringInterpolation) { self.key = stringInterpolation.output }

  /// The pieces of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""
    /// Room for the literal pieces.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// A literal piece.
    public mutating func appendLiteral(_ literal: String) { output += literal }
    /// A value, as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
    /// A formatted value.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      output += scenarioFormatted(input, format)
    }
    /// A text's string.
    public mutating func appendInterpolation(_ text: Text) { output += text.content }
  }
}
