// Stand-in for the third-party module SpeziLicense, written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import SwiftUI
