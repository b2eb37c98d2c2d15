// Stand-ins written for the ViewTrace corpus; NOT the app's code.
import SwiftUI
