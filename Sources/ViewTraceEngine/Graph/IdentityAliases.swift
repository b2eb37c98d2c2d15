import Foundation

/// Deterministic texts for explicit ids: `UUID()`s become `UUID-1`, `UUID-2`,
/// ... and object identifiers `object-1`, ... in order of first use, so
/// identities (and traces) never contain randomness or addresses. One per
/// run, shared by identities and values (``ValueNaming``).
package final class IdentityAliases: @unchecked Sendable {
  private var aliases: [AnyHashable: String] = [:]
  private var uuids = 0
  private var objects = 0
  private var dates: [Double: String] = [:]
  /// The dates named so far, as `Date` prints them (to the second), with
  /// their names, in the order they were named.
  private(set) var namedDateTexts: [(text: String, name: String)] = []
  private var instances: [ObjectIdentifier: String] = [:]
  private var instanceCounts: [String: Int] = [:]
  /// Named objects are kept alive for the run, so an address is never
  /// reused for another object that would then get the same name.
  private var keptAlive: [AnyObject] = []

  /// The name of an object whose own description holds its address
  /// (`<DateFormatter: 0x7f…>`): `DateFormatter#1`, `DateFormatter#2`, … per
  /// type, in order of first use.
  func instanceName(_ object: AnyObject, type: String) -> String {
    let id = ObjectIdentifier(object)
    if let known = instances[id] { return known }
    let number = instanceCounts[type, default: 0] + 1
    instanceCounts[type] = number
    keptAlive.append(object)
    instances[id] = "\(type)#\(number)"
    return instances[id]!
  }

  /// The name of a clock-read date (`Date-1`, …), in order of first use
  /// (see ``ValueNaming``): two `Date()`s in one second are two names.
  /// `text` is the date as `Date` prints it.
  func dateName(_ date: Date, text: String) -> String {
    let key = date.timeIntervalSince1970
    if let known = dates[key] { return known }
    let name = "Date-\(dates.count + 1)"
    dates[key] = name
    namedDateTexts.append((text, name))
    return name
  }

  /// The name of the first clock-read date the run named that prints as `text`, if any.
  func knownDateName(text: String) -> String? { namedDateTexts.first { $0.text == text }?.name }

  func describe(_ id: AnyHashable) -> String {
    if let known = aliases[id] { return known }
    if id.base is UUID {
      uuids += 1
      aliases[id] = "UUID-\(uuids)"
      return aliases[id]!
    }
    if id.base is ObjectIdentifier {
      objects += 1
      aliases[id] = "object-\(objects)"
      return aliases[id]!
    }
    if let string = id.base as? String { return ValueDescription.escapeIdentity(string) }
    return ValueDescription.escapeIdentity(ValueDescription.describe(id.base))
  }
}
