import Foundation

/// A log message written with string interpolation, as the `os` module's `OSLogMessage`:
/// `"Loaded \(count, privacy: .public) items"`. Its interpolations are evaluated when the
/// message is made, at the call, as on a device whose log level is enabled (a run under Xcode's
/// debugger shows every level), so a value a body reads inside a log message is a read as it
/// is on iOS. The text is then dropped: nothing is written (see ``Logger``).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  /// The message as Xcode's console would show it (private values included).
  let text: String

  /// A message with no interpolations.
  public init(stringLiteral value: String) { text = value }

  /// A message built from literal segments and interpolations.
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations an ``OSLogMessage`` accepts: numbers with a format, Booleans, strings and
/// any value that describes itself, each with an alignment and a privacy.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""

  /// Room for `literalCapacity` characters and `interpolationCount` values.
  public init(literalCapacity: Int, interpolationCount: Int) {
    text.reserveCapacity(literalCapacity + interpolationCount * 8)
  }

  /// Appends a literal segment.
  public mutating func appendLiteral(_ literal: String) { text += literal }

  /// Appends an integer, formatted (`.decimal`, `.hex`, `.octal`) and aligned.
  public mutating func appendInterpolation<T: FixedWidthInteger>(
    _ number: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.format(number()))
  }

  /// Appends a `Double`, formatted (`.fixed(precision: 2)`, …) and aligned.
  public mutating func appendInterpolation(
    _ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.format(number()))
  }

  /// Appends a `Float`, formatted and aligned.
  public mutating func appendInterpolation(
    _ number: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.format(Double(number())))
  }

  /// Appends a `CGFloat`, formatted and aligned.
  public mutating func appendInterpolation(
    _ number: @autoclosure () -> CGFloat, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.format(Double(number())))
  }

  /// Appends a Boolean as `true`/`false` (`.truth`) or `YES`/`NO` (`.answer`).
  public mutating func appendInterpolation(
    _ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
  ) {
    let value = boolean()
    text += format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
  }

  /// Appends a string, aligned.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(argumentString())
  }

  /// Appends a value's `description`, aligned.
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(value().description)
  }

  /// Appends a type's name.
  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(String(describing: value()))
  }

  /// Appends an error's description.
  public mutating func appendInterpolation(
    _ error: @autoclosure () -> any Error, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(String(describing: error()))
  }
}

/// Whether an interpolated value is shown in a persisted log (`.public`) or redacted
/// (`.private`, `.sensitive`); `.auto` lets the system decide. Recorded nowhere: the message
/// is dropped.
public struct OSLogPrivacy: Equatable, Sendable {
  let level: String

  /// What a redacted value is replaced by.
  public struct Mask: Equatable, Sendable {
    let name: String
    /// A hash of the value, so equal values can be matched.
    public static let hash = Mask(name: "hash")
    /// No mask: `<private>`.
    public static let none = Mask(name: "none")
  }

  /// The system decides (dynamic strings and objects are private, scalars public).
  public static let auto = OSLogPrivacy(level: "auto")
  /// Shown.
  public static let `public` = OSLogPrivacy(level: "public")
  /// Redacted in a persisted log.
  public static let `private` = OSLogPrivacy(level: "private")
  /// Redacted always, even when private data is enabled.
  public static let sensitive = OSLogPrivacy(level: "sensitive")
  /// The system decides; a redacted value is masked by `mask`.
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: "auto") }
  /// Redacted, masked by `mask`.
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: "private") }
  /// Redacted always, masked by `mask`.
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: "sensitive") }
}

/// How an interpolated value is padded to a column width.
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  let left: Bool

  /// No padding.
  public static let none = OSLogStringAlignment(columns: 0, left: false)
  /// Padded on the right to `columns` characters.
  public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), left: true)
  }
  /// Padded on the left to `columns` characters.
  public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), left: false)
  }

  func apply(_ text: String) -> String {
    let padding = String(repeating: " ", count: max(0, columns - text.count))
    return left ? text + padding : padding + text
  }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
  let radix: Int
  let explicitPositiveSign: Bool
  let includePrefix: Bool
  let uppercase: Bool
  let minDigits: Int

  /// Base 10.
  public static let decimal = OSLogIntegerFormatting(
    radix: 10, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
  /// Base 16, lowercase, no prefix.
  public static let hex = OSLogIntegerFormatting(
    radix: 16, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
  /// Base 8, no prefix.
  public static let octal = OSLogIntegerFormatting(
    radix: 8, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)

  /// Base 10 with a `+` on positive numbers and at least `minDigits` digits.
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0)
    -> OSLogIntegerFormatting
  {
    OSLogIntegerFormatting(
      radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
      minDigits: minDigits())
  }

  /// Base 16, with a `0x` prefix and uppercase digits if asked.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
      minDigits: minDigits())
  }

  /// Base 8, with a `0o` prefix if asked.
  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
      minDigits: minDigits())
  }

  func format<T: FixedWidthInteger>(_ value: T) -> String {
    var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
    if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
    if includePrefix { digits = (radix == 16 ? "0x" : radix == 8 ? "0o" : "") + digits }
    let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
    return sign + digits
  }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
  let style: String
  let precision: Int?
  let explicitPositiveSign: Bool

  /// Fixed notation, six decimals (`%f`).
  public static let fixed = OSLogFloatFormatting(style: "f", precision: nil, explicitPositiveSign: false)
  /// Hexadecimal notation (`%a`).
  public static let hex = OSLogFloatFormatting(style: "a", precision: nil, explicitPositiveSign: false)
  /// Exponential notation (`%e`).
  public static let exponential = OSLogFloatFormatting(style: "e", precision: nil, explicitPositiveSign: false)
  /// Fixed or exponential, whichever is shorter (`%g`).
  public static let hybrid = OSLogFloatFormatting(style: "g", precision: nil, explicitPositiveSign: false)

  /// Fixed notation with `precision` decimals.
  public static func fixed(
    precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: uppercase ? "F" : "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }
  /// Fixed notation, six decimals, with a `+` on positive numbers if asked.
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: uppercase ? "F" : "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
  }
  /// Exponential notation with `precision` decimals.
  public static func exponential(
    precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: uppercase ? "E" : "e", precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }
  /// Fixed or exponential with `precision` significant digits.
  public static func hybrid(
    precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: uppercase ? "G" : "g", precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }

  func format(_ value: Double) -> String {
    let spec = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + style
    return String(format: spec, value)
  }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
  /// `true` / `false`.
  case truth
  /// `YES` / `NO`.
  case answer
}
