import Foundation

// Foundation on Linux has no string tables: `String(localized:)` and `LocalizedStringResource`,
// which iOS 15-16 apps write in view files, are missing from it. ViewTrace answers them as an
// app without a translation for the key does on iOS: the text is the key (or the default value),
// with its interpolations written in. On Apple platforms Foundation's own are used.

#if !canImport(Darwin)
  extension String {
    /// A localized string's key and default value, written as a literal with interpolations
    /// (`"\(count) items"`), as in Foundation.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
      let text: String
      /// The value of a literal.
      public init(stringLiteral value: String) { text = value }
      /// The value of an interpolated literal.
      public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
      /// The value `text`.
      public init(_ text: String) { self.text = text }

      /// The pieces of an interpolated value.
      public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Room for the literal pieces.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// A literal piece.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// A value formatted by `format`, in `en_US` and dates in UTC, as `Text` formats.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
          text += scenarioFormatted(input, format)
        }
      }
    }

    /// The string for `keyAndValue`: the key itself, as on iOS when no table translates it.
    public init(
      localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = keyAndValue.text
    }

    /// The string for `key`: its default value, as on iOS when no table translates it.
    public init(
      localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = defaultValue.text
    }

    /// The string of `resource`: its default value.
    public init(localized resource: LocalizedStringResource) { self = resource.defaultValue.text }
  }

  /// A string to localize later, as in Foundation (`let title: LocalizedStringResource = "Inbox"`):
  /// its key and default value.
  public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key: the literal as written.
    public let key: String
    /// The text shown when no table translates the key.
    public let defaultValue: String.LocalizationValue
    /// The table named, if any.
    public let table: String?

    /// A resource whose key and default value are `keyAndValue`.
    public init(
      _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
      bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
      (key, defaultValue, self.table) = (keyAndValue.text, keyAndValue, table)
    }
    /// A resource for `key` with a default value.
    public init(
      _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
      bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
      (self.key, self.defaultValue, self.table) = ("\(key)", defaultValue, table)
    }
    /// A resource written as a literal.
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    /// A resource written with interpolations.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
      self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
  }
#endif

extension Text {
  /// The text of a localized resource (`Text(item.title)` where `title` is a
  /// `LocalizedStringResource`): its default value, as without a translation. A literal
  /// (`Text("Inbox")`) is a `LocalizedStringKey`, as in SwiftUI.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) { self.init(verbatim: String(localized: resource)) }
}
