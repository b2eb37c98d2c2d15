// Stand-ins written for the ViewTrace corpus; NOT the app's code. The corpus files import this
// module and use none of its declarations.
import SwiftUI

public enum LayeredArtworkLibrary {}
