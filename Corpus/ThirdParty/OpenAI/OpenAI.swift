// Stand-in for the third-party module OpenAI (MacPaw/OpenAI), written for the ViewTrace corpus;
// NOT its code. Only what the corpus files use.
import Foundation

/// A request for generated images: a prompt, how many, and their size.
public struct ImagesQuery: Equatable, Sendable {
  /// The sizes an image can have.
  public enum Size: String, CaseIterable, Sendable {
    case _256 = "256x256"
    case _512 = "512x512"
    case _1024 = "1024x1024"
    case _1792_1024 = "1792x1024"
    case _1024_1792 = "1024x1792"
  }

  public let prompt: String
  public let n: Int?
  public let size: Size?

  public init(prompt: String, n: Int? = nil, size: Size? = nil) {
    self.prompt = prompt
    self.n = n
    self.size = size
  }
}

/// The generated images of a query.
public struct ImagesResult: Equatable, Sendable {
  /// One image, by URL.
  public struct Image: Equatable, Sendable {
    public var url: String?
    public init(url: String?) { self.url = url }
  }
  public let data: [Image]
  public init(data: [Image]) { self.data = data }
}
