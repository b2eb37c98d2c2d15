// An app's file that fetches with URLSession and says only `import SwiftUI`: on Linux
// URLSession lives in FoundationNetworking, which ViewTrace exports. (Compiled, never called.)
import SwiftUI

struct QuoteLoader {
  var url: URL

  func load() async throws -> String {
    let (data, response) = try await URLSession.shared.data(from: url)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else { return "" }
    return String(decoding: data, as: UTF8.self)
  }
}
