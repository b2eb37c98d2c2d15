import Foundation

/// Where two values of a source differ, as paths a person reads first:
/// `books[id: 26].isFavorite: false -> true`, `books: inserted [3] Book(…)`,
/// `books: removed [1] Book(…)`, `settings.theme: .light -> .dark`.
///
/// The values are compared by the engine's rules (``Compare``), never by
/// their text; structs, classes' stored fields and collections are walked
/// with `Mirror`, elements matched by `Identifiable.id` when they have one
/// and by index otherwise. The walk is bounded: at most ``maxPaths`` paths
/// (then `… and N more`), ``maxDepth`` levels and ``maxElements`` elements a
/// collection; past a bound the differing value is listed whole, never
/// declared equal.
@MainActor
package enum ValueDiff {
  static let maxPaths = 8
  static let maxDepth = 8
  static let maxElements = 10_000

  /// The paths where `before` and `after` differ below the root `name`; nil
  /// when they differ only as a whole (a number, a string: the change line
  /// already says it) or not at all.
  static func paths(_ name: String, _ before: Any, _ after: Any) -> [String]? {
    // The common case, a number, a flag or a text, costs no reflection.
    switch before {
    case is Int, is Double, is Bool, is String, is Float, is CGFloat: return nil
    default: break
    }
    var out: [String] = []
    var more = 0
    let layouts = ValueContext.layouts
    walk(name, before, after, depth: 0, layouts, into: &out, more: &more)
    if more > 0 { out.append("… and \(more) more") }
    guard !out.isEmpty, !(out.count == 1 && out[0].hasPrefix(name + ": ") && isLeaf(before, layouts)) else {
      return nil
    }
    return out
  }

  /// A value read as a whole: a number, a string, an enum case, or a
  /// Swift or Foundation value type (`Date`, `URL`, `UUID`), whose stored
  /// fields are internals, not what a person wrote.
  private static func isLeaf(_ value: Any, _ layouts: TypeLayouts) -> Bool {
    // A property wrapper (`@Binding`, `@State`, `@ObservedObject`, …) compares
    // itself; its storage is the engine's, not the user's.
    if value is any EngineDynamicProperty || value is any DynamicProperty { return true }
    let style = Mirror(reflecting: value).displayStyle
    if style == nil || style == .enum || style == .optional { return true }
    guard style == .struct || style == .class else { return false }
    return layouts.isLibraryType(type(of: value))
  }

  private static func emit(_ line: String, into out: inout [String], more: inout Int) {
    if out.count < maxPaths { out.append(line) } else { more += 1 }
  }

  private static func describe(_ value: Any) -> String { ValueDescription.describe(value) }

  private static func walk(
    _ path: String, _ a: Any, _ b: Any, depth: Int, _ layouts: TypeLayouts, into out: inout [String], more: inout Int
  ) {
    if Compare.equalAny(a, b) { return }
    let ma = Mirror(reflecting: a)
    let mb = Mirror(reflecting: b)
    // Two wrapped values differ where their contents do (`book?.title`); nil against a value is the whole line.
    if ma.displayStyle == .optional, mb.displayStyle == .optional, let x = ma.children.first?.value,
      let y = mb.children.first?.value
    {
      return walk(path, x, y, depth: depth, layouts, into: &out, more: &more)
    }
    guard depth < maxDepth, ma.displayStyle == mb.displayStyle, type(of: a) == type(of: b), !isLeaf(a, layouts) else {
      return emit("\(path): \(describe(a)) -> \(describe(b))", into: &out, more: &more)
    }
    switch ma.displayStyle {
    case .struct?, .class?, .tuple?:
      let ca = Array(ma.children)
      let cb = Array(mb.children)
      guard ca.count == cb.count, !ca.isEmpty else {
        return emit("\(path): \(describe(a)) -> \(describe(b))", into: &out, more: &more)
      }
      let before = out.count + more
      for (x, y) in zip(ca, cb) {
        let label = x.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
        walk("\(path).\(label)", x.value, y.value, depth: depth + 1, layouts, into: &out, more: &more)
      }
      // Unequal as a whole, equal field by field (a custom ==): say so at this level.
      if out.count + more == before { emit("\(path): \(describe(a)) -> \(describe(b))", into: &out, more: &more) }
    case .collection?, .set?, .dictionary?:
      // Counted before any element is boxed: a huge collection is one line with its counts.
      guard ma.children.count <= maxElements, mb.children.count <= maxElements else {
        return emit("\(path): \(ma.children.count) elements -> \(mb.children.count) elements", into: &out, more: &more)
      }
      if ma.displayStyle == .collection {
        collection(
          path, Array(ma.children.map(\.value)), Array(mb.children.map(\.value)), depth: depth, layouts, into: &out,
          more: &more)
      } else {
        unordered(path, a, b, ma, mb, depth: depth, layouts, into: &out, more: &more)
      }
    default:
      emit("\(path): \(describe(a)) -> \(describe(b))", into: &out, more: &more)
    }
  }

  private static func collection(
    _ path: String, _ a: [Any], _ b: [Any], depth: Int, _ layouts: TypeLayouts, into out: inout [String],
    more: inout Int
  ) {
    let idsA = a.map { ValueShape.identity($0, layouts) }
    let idsB = b.map { ValueShape.identity($0, layouts) }
    if !idsA.contains(where: { $0 == nil }), !idsB.contains(where: { $0 == nil }),
      Set(idsA.compactMap { $0 }).count == a.count, Set(idsB.compactMap { $0 }).count == b.count
    {
      // Identifiable elements: matched by id, so an insertion is one line, not a shift.
      let indexA = Dictionary(uniqueKeysWithValues: idsA.enumerated().map { ($1!, $0) })
      let indexB = Set(idsB.compactMap { $0 })
      for (index, id) in idsA.enumerated() where !indexB.contains(id!) {
        emit("\(path): removed [\(index)] \(describe(a[index]))", into: &out, more: &more)
      }
      var order: [Int] = []
      for (index, id) in idsB.enumerated() {
        guard let old = indexA[id!] else {
          emit("\(path): inserted [\(index)] \(describe(b[index]))", into: &out, more: &more)
          continue
        }
        order.append(old)
        walk(
          "\(path)[id: \(ValueShape.idText(id!))]", a[old], b[index], depth: depth + 1, layouts, into: &out, more: &more
        )
      }
      if order != order.sorted() {
        emit("\(path): moved (\(order.map(String.init).joined(separator: ", ")))", into: &out, more: &more)
      }
      return
    }
    for index in 0..<min(a.count, b.count) {
      walk("\(path)[\(index)]", a[index], b[index], depth: depth + 1, layouts, into: &out, more: &more)
    }
    for index in a.count..<max(a.count, b.count) where index < b.count {
      emit("\(path): inserted [\(index)] \(describe(b[index]))", into: &out, more: &more)
    }
    for index in b.count..<max(a.count, b.count) where index < a.count {
      emit("\(path): removed [\(index)] \(describe(a[index]))", into: &out, more: &more)
    }
  }

  /// A set's elements, or a dictionary's entries matched by key: what was
  /// inserted or removed, and for a dictionary the paths inside a value that
  /// changed (`scores["ann"]: 3 -> 4`). Lines are in the order of the
  /// elements' text, as the sets print.
  private static func unordered(
    _ path: String, _ valueA: Any, _ valueB: Any, _ ma: Mirror, _ mb: Mirror, depth: Int, _ layouts: TypeLayouts,
    into out: inout [String],
    more: inout Int
  ) {
    let isDictionary = ma.displayStyle == .dictionary
    /// An element's key (the element itself for a set) and value.
    func entries(_ mirror: Mirror) -> [(key: AnyHashable, text: String, value: Any)]? {
      var result: [(key: AnyHashable, text: String, value: Any)] = []
      for child in mirror.children {
        var key: Any = child.value
        var value: Any = child.value
        if isDictionary {
          let pair = Array(Mirror(reflecting: child.value).children.map(\.value))
          guard pair.count == 2 else { return nil }
          (key, value) = (pair[0], pair[1])
        }
        guard let hashable = key as? AnyHashable else { return nil }
        result.append((hashable, describe(key), value))
      }
      return result.sorted { $0.text < $1.text }
    }
    guard let a = entries(ma), let b = entries(mb) else {
      return emit("\(path): \(describe(valueA)) -> \(describe(valueB))", into: &out, more: &more)
    }
    let byKeyA = Dictionary(a.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let byKeyB = Dictionary(b.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    for entry in a where byKeyB[entry.key] == nil {
      emit("\(path): removed \(isDictionary ? "[\(entry.text)]" : entry.text)", into: &out, more: &more)
    }
    for entry in b {
      guard let old = byKeyA[entry.key] else {
        let shown = isDictionary ? "[\(entry.text)] \(describe(entry.value))" : entry.text
        emit("\(path): inserted \(shown)", into: &out, more: &more)
        continue
      }
      if isDictionary {
        walk("\(path)[\(entry.text)]", old.value, entry.value, depth: depth + 1, layouts, into: &out, more: &more)
      }
    }
  }
}
