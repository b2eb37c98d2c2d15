// Stand-in for the third-party module SwiftUIKit, written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import SwiftUI

// ACHNBrowserUI's SwiftUIKit framework.
public struct BorderedBarButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(8)
  }
}

public enum AppStyle { case barButton }

extension View {
  public func style(appStyle: AppStyle) -> some View { font(.headline) }
  public func eraseToAnyView() -> AnyView { AnyView(self) }
}

public struct MessageView: View {
  let text: String
  public init(_ text: String) { self.text = text }
  public var body: some View { Text(text) }
}
