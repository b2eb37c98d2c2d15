// Stand-in for the third-party module Path, written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import SwiftUI

// mxcl/Path.swift: a file-system path.
public struct Path: Hashable, Sendable {
  public let string: String
  public init?(_ string: String) {
    guard string.hasPrefix("/") else { return nil }
    self.string = string
  }
}
