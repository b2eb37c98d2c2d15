// Stand-in for the third-party module Backend, written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import SwiftUI
import Combine

// ACHNBrowserUI's Backend framework.
public struct Chore: Identifiable, Equatable {
  public var id = UUID()
  public var title: String
  public var description: String
  public var isFinished: Bool
  public init(title: String = "", description: String = "", isFinished: Bool = false) {
    self.title = title; self.description = description; self.isFinished = isFinished
  }
}

public struct Category: Identifiable, Hashable {
  public var id: String { name }
  public var name: String
  public static func items() -> [Category] { [Category(name: "Fossils"), Category(name: "Bugs")] }
}

public final class UserCollection: ObservableObject {
  public static let shared = UserCollection()
  @Published public var chores: [Chore] = [Chore(title: "Water flowers"), Chore(title: "Sell turnips", isFinished: true)]
  public init() {}
}

public final class MusicPlayerManager: ObservableObject {
  public static let shared = MusicPlayerManager()
  @Published public var isPlaying = false
}
