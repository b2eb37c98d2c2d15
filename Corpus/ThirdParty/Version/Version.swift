// Stand-in for the third-party module Version, written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import SwiftUI

// mxcl/Version: a semantic version.
public struct Version: Hashable, Comparable, CustomStringConvertible, Sendable {
  public var major: Int, minor: Int, patch: Int
  public var prereleaseIdentifiers: [String]
  public var buildMetadataIdentifiers: [String]
  public init?(_ string: String) {
    let (core, build) = string.split(separator: "+", maxSplits: 1).map(String.init).splitPair
    let (numbers, pre) = core.split(separator: "-", maxSplits: 1).map(String.init).splitPair
    let parts = numbers.split(separator: ".").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    (major, minor, patch) = (parts[0], parts[1], parts[2])
    prereleaseIdentifiers = pre.map { [$0] } ?? []
    buildMetadataIdentifiers = build.map { [$0] } ?? []
  }
  public var description: String { "\(major).\(minor).\(patch)" + (prereleaseIdentifiers.isEmpty ? "" : "-" + prereleaseIdentifiers.joined(separator: ".")) }
  public static func < (lhs: Version, rhs: Version) -> Bool { (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch) }
}

extension Array where Element == String {
  fileprivate var splitPair: (String, String?) { (self.first ?? "", self.count > 1 ? self[1] : nil) }
}
