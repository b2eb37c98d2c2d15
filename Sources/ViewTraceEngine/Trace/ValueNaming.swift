import Foundation
@_spi(Reflection) import Swift

/// Names the parts of a value whose text changes from run to run, found by
/// walking the typed value: a `UUID` is written `UUID-3` and a `Date` read
/// from the clock while the scenario runs `Date-1`, numbered by first
/// appearance in the run (``IdentityAliases``), so a model whose ids are
/// `UUID()` or that stamps `Date()` gives the same text in every run.
///
/// The walk goes through the value's parts in the order Swift prints them
/// (`Mirror`: fields in declaration order, elements in order) and names a
/// part only when the description shows its text (a part a custom
/// `description` leaves out gets no number). A `String` is text a person
/// may have made from an id (`id.uuidString`): the UUIDs in it are named,
/// and a date the run named already is written by its name.
///
/// A date counts as read from the clock when it carries a fraction of a
/// second: `Date()` has the clock's sub-microsecond part; a date made from
/// components, a literal number of seconds, a parsed string or the scenario
/// clock has whole seconds. The decision depends on the value alone, never
/// on how close the date is to the moment of the run, so a fixed date prints
/// the same on every day.
package enum ValueNaming {
  /// Parts a walk visits at most, and levels at most.
  static let maxParts = 2_000
  static let maxDepth = 32

  /// `text`, the description of `value`, with the text of each UUID and
  /// clock-read date `value` holds replaced by its name in the run.
  static func naming(_ text: String, of value: Any, _ aliases: IdentityAliases) -> String {
    let mayHoldDate = mayShowDate(text)
    guard mayHoldDate || mayShowUUID(text) else { return text }
    var names = Names(text: text, aliases: aliases, datesShown: mayHoldDate)
    names.visit(value, depth: 0)
    return names.applied(to: text)
  }

  /// `quoted` (the quoted text of `string`) with the UUIDs in `string`
  /// named, and the dates the run named already written by name.
  static func naming(string: String, quoted: String, _ aliases: IdentityAliases) -> String {
    guard mayShowUUID(quoted) || mayShowDate(quoted) else { return quoted }
    var names = Names(text: quoted, aliases: aliases, datesShown: true)
    names.visit(string, depth: 0)
    return names.applied(to: quoted)
  }

  /// Whether `text` may show a date as `Date` prints it (`2026-11-26 01:23:45 +0000`).
  private static func mayShowDate(_ text: String) -> Bool {
    text.utf8.count >= 25 && text.utf8.contains(UInt8(ascii: "+")) && text.contains(" +0000")
  }

  /// Whether `text` may show a UUID (`E621E1F8-C36C-…`): eight hexadecimal
  /// digits then a dash, somewhere (a quick test before a walk).
  private static func mayShowUUID(_ text: String) -> Bool {
    guard text.utf8.count >= 36 else { return false }
    var run = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "-"), run >= 8 { return true }
      run = isHex(byte) ? run + 1 : 0
    }
    return false
  }

  fileprivate static func isHex(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// The names one walk gives, in the order it meets their parts.
  private struct Names {
    let text: String
    let aliases: IdentityAliases
    let datesShown: Bool
    var replacements: [(text: String, name: String)] = []
    var budget = ValueNaming.maxParts

    init(text: String, aliases: IdentityAliases, datesShown: Bool) {
      self.text = text
      self.aliases = aliases
      self.datesShown = datesShown
    }

    mutating func visit(_ value: Any, depth: Int) {
      guard depth < ValueNaming.maxDepth, budget > 0 else { return }
      budget -= 1
      switch value {
      case is Int, is Bool, is Double, is Float: return
      case let uuid as UUID:
        let printed = uuid.uuidString
        if text.contains(printed) { replacements.append((printed, aliases.describe(AnyHashable(uuid)))) }
        return
      case let date as Date:
        guard datesShown else { return }
        let printed = String(describing: date)
        guard text.contains(printed) else { return }
        let interval = date.timeIntervalSince1970
        let fromClock = interval.rounded(.down) != interval
        if let name = fromClock ? aliases.dateName(date, text: printed) : aliases.knownDateName(text: printed) {
          replacements.append((printed, name))
        }
        return
      case let string as String:
        strings(in: string)
        return
      default: break
      }
      if metadataKind(type(of: value)) == .function { return }
      for child in Mirror(reflecting: value).children {
        visit(child.value, depth: depth + 1)
        if budget <= 0 { return }
      }
    }

    /// The UUIDs written in `string`, and the dates the run named already.
    private mutating func strings(in string: String) {
      if string.utf8.count >= 36, mayShowUUID(string) {
        let bytes = Array(string.utf8)
        var index = 0
        while index + 36 <= bytes.count {
          if let uuid = uuid(in: bytes, at: index) {
            let printed = String(decoding: bytes[index..<(index + 36)], as: UTF8.self)
            replacements.append((printed, aliases.describe(AnyHashable(uuid))))
            index += 36
          } else {
            index += 1
          }
        }
      }
      if datesShown, mayShowDate(string) {
        var seen: Set<String> = []
        for (printed, name) in aliases.namedDateTexts where seen.insert(printed).inserted && string.contains(printed) {
          replacements.append((printed, name))
        }
      }
    }

    /// The UUID written at `start` of `bytes` (not inside a longer run of hexadecimal digits), or nil.
    private func uuid(in bytes: [UInt8], at start: Int) -> UUID? {
      guard start == 0 || !isHex(bytes[start - 1]), start + 36 == bytes.count || !isHex(bytes[start + 36]) else {
        return nil
      }
      for offset in 0..<36 {
        let byte = bytes[start + offset]
        if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
          guard byte == UInt8(ascii: "-") else { return nil }
        } else {
          guard isHex(byte) else { return nil }
        }
      }
      return UUID(uuidString: String(decoding: bytes[start..<(start + 36)], as: UTF8.self))
    }

    /// `text` with every part's text replaced by its name, in the order
    /// the walk met the parts (two clock dates of one second print alike
    /// and have two names), then every further occurrence of a UUID by its
    /// one name.
    func applied(to text: String) -> String {
      var out = text
      var cursor = out.startIndex
      for (printed, name) in replacements {
        guard let range = out.range(of: printed, range: cursor..<out.endIndex) ?? out.range(of: printed) else {
          continue
        }
        let start = out.utf8.distance(from: out.startIndex, to: range.lowerBound)
        out.replaceSubrange(range, with: name)
        cursor = out.utf8.index(out.startIndex, offsetBy: start + name.utf8.count)
      }
      for (printed, name) in replacements where printed.utf8.count == 36 && out.contains(printed) {
        out = out.replacingOccurrences(of: printed, with: name)
      }
      return out
    }
  }
}
