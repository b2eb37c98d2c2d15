// Stand-in for the third-party module VirtualCore, written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import SwiftUI

// VirtualBuddy's VirtualCore framework: a virtual Mac's hardware.
public struct VBSoundDevice: Hashable, Sendable {
  public var enableInput = true
  public var enableOutput = true
  public static let `default` = VBSoundDevice()
}

public struct VBMacDevice: Hashable, Sendable {
  public var soundDevices: [VBSoundDevice] = [.default]
  public init(soundDevices: [VBSoundDevice] = [.default]) { self.soundDevices = soundDevices }
}

public struct VBMacConfiguration: Hashable, Sendable {
  public var hardware = VBMacDevice()
  public init() {}
}
