/// Bad input to a check, diff or import: one line naming what and where.
public enum CompareError: Error, Equatable, CustomStringConvertible {
  case invalidBudget(String)
  case invalidLog(String)

  /// The value as ViewTrace prints it.
  public var description: String {
    switch self {
    case .invalidBudget(let why): "invalid budget: \(why)"
    case .invalidLog(let why): "cannot import the log: \(why)"
    }
  }
}
