// Stand-ins written for the ViewTrace corpus; NOT the app's code.
// APIKeyModalView needs no type of the app; ImageCreationView (excluded) would
// need ImageStore, LinkPreview and the OpenAI package's ImagesQuery.
import SwiftUI
