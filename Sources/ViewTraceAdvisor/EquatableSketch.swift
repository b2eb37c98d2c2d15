import ViewTraceModel

/// The `Equatable` conformance a fix proposes, written for the view as it is
/// declared (``ViewDeclaration``): `==` compares every stored property the
/// fix keeps, with `==` for an `Equatable` type and `===` for an object, and
/// says in a comment what it leaves out and why. Appended to the file that
/// declares the view, it compiles as it stands (`SketchCompileTests`): `==`
/// is `public` because a public view (in a package of its own) needs it and
/// an internal one accepts it, and `nonisolated` because `Equatable` is.
struct EquatableSketch {
  /// The view's declaration, or nil in a trace written before declarations were recorded.
  let declaration: ViewDeclaration?
  /// The view's name as the trace has it.
  let view: String

  init(view: String, in trace: Trace) {
    self.view = view
    declaration = trace.declaration(of: view)
  }

  /// The conformance comparing every stored property but `ignoring`
  /// (declared names, `action`), and for a property in `parts`, only those
  /// fields of it (`landmark`: `["name", "park"]`, when `landmark.isFavorite`
  /// is what the fix ignores).
  func text(ignoring: [String], parts: [String: [String]] = [:]) -> String {
    guard let declaration else {
      return conformance(
        "true  // && lhs.x == rhs.x for every stored property except \(ignoring.joined(separator: ", "))")
    }
    var compared: [String] = []
    var left: [String] = []
    for property in declaration.properties {
      let name = property.declaredName
      if ignoring.contains(name) || ignoring.contains(property.name) {
        left.append(
          "`\(name)` ("
            + (property.comparison == .closure ? "a closure cannot be compared" : "its output does not show it") + ")")
        continue
      }
      if let fields = parts[name] {
        compared += fields.map { "lhs.\(name).\($0) == rhs.\(name).\($0)" }
        continue
      }
      switch property.comparison {
      case .equatable: compared.append("lhs.\(name) == rhs.\(name)")
      case .reference: compared.append("lhs.\(name) === rhs.\(name)")
      case .closure: left.append("`\(name)` (a closure cannot be compared)")
      case .dynamicProperty: left.append("`\(name)` (a `\(Self.wrapper(property.type))`: SwiftUI tracks it itself)")
      case .other: left.append("`\(name)` (`\(property.type)` is not Equatable: compare the parts the body shows)")
      }
    }
    let condition = compared.isEmpty ? "true" : compared.joined(separator: "\n      && ")
    let comment = left.isEmpty ? "" : "\n    // not compared: " + left.joined(separator: ", ")
    return conformance(condition + comment)
  }

  /// The conformance whose `==` returns `condition` (its lines after the
  /// first indented by the caller).
  func conformance(_ condition: String) -> String {
    """
    extension \(declaration?.qualifiedName ?? view): Equatable {
      public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        \(condition)
      }
    }
    """
  }

  /// `@State` for `State<Int>`.
  private static func wrapper(_ type: String) -> String {
    "@" + type.prefix { $0 != "<" }
  }
}
