import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 24: replacing the item of a shown `sheet(item:)` dismisses the sheet, runs `onDismiss`
// once, and presents the new item.
// Source: Stephen Celis, pointfreeco/swift-navigation pull request #238,
// https://github.com/pointfreeco/swift-navigation/pull/238 (2024-10-16, Xcode 16 era): "If you
// run the code above and tap "Sheet", and then tap "Another sheet", you will see "onDismiss"
// print in the console between the dismissal and presentation." Apple's
// `sheet(item:onDismiss:content:)` says the same: "If `item` changes, the system dismisses the
// sheet and replaces it with a new one using the same process."
// Changes for the DSL: `print` appends to a log; `Item` is renamed `SheetItem`.

@MainActor private enum DismissLog { static var lines: [String] = [] }

private struct SheetItem: Identifiable {
  let id = UUID()
}

private struct SheetContentView: View {
  @State var destination: SheetItem?

  var body: some View {
    VStack {
      Button("Sheet") {
        destination = SheetItem()
      }
    }
    .sheet(item: $destination) {
      DismissLog.lines.append("onDismiss")
    } content: { item in
      Button("Another sheet") {
        destination = SheetItem()
      }
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case24SheetItemReplacedRunsOnDismissTests {
    @Test func onDismissRunsBetweenTheDismissalAndThePresentation() throws {
      DismissLog.lines = []
      let t = try trace(SheetContentView()) {
        Step.tap("Sheet")
        Step.tap("Another sheet")
      }
      #expect(DismissLog.lines == ["onDismiss"])
      let replaced = t.frames[2]
      #expect(replaced.nodes(.disappeared).contains { $0.hasSuffix("/Button#UUID-1") })
      #expect(replaced.nodes(.appeared).contains { $0.hasSuffix("/Button#UUID-2") })
    }
  }
}
