// Stand-ins written for the ViewTrace corpus; NOT the app's code.
// APIKeyModalView needs no type of the app; ImageCreationView needs the demo's ImageStore and
// LinkPreview (its DemoChat package) and the OpenAI package's ImagesQuery (ThirdParty/OpenAI).
import OpenAI
import SwiftUI

/// The demo's image store: the images of the last query, by URL.
public final class ImageStore: ObservableObject {
  @Published public var images: [ImagesResult.Image]

  public init(images: [ImagesResult.Image] = []) { self.images = images }

  /// Asks for images (here: none is made; the stub keeps what it has).
  @MainActor
  public func images(query: ImagesQuery) async {}
}

/// The demo's link preview of a URL, drawn as its address.
struct LinkPreview: View {
  let previewURL: URL
  var body: some View { Text(previewURL.absoluteString) }
}
