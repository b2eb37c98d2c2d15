import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 04: a parent with two `@StateObject`s handed down as `@EnvironmentObject`s:
// sibling inits run before sibling bodies, an equal child is skipped, and a new
// value plus an object change merge into `@self, _env2`.
// Source: Alexandre Bintz, alexbinary/swiftui-view-identity, README and
// SwiftUI_Lifetime/init_body.swift, https://github.com/alexbinary/swiftui-view-identity,
// 2023-07-25, macOS 13.3 app, Xcode 14.3.
// The author reformatted the output, merging the `print("... body")` line with the
// `_printChanges` line that follows it ("ParentView body: _state changed."). Here
// the `print`s go to `Printed` and the lines are compared on their own; the parent's
// line therefore carries its type name, `DemoRootView_InitBody`, which the author's
// merge replaced by the print's label "ParentView".
// Dropped: `Divider()` (not in the DSL), `.font(.title3)`, `.frame(width:)`,
// `.padding()` (styling), the `\(Date()) [InitBody]` prefix of the prints, the empty
// `Text("")`, and `let _ = Self._printChanges()` (the engine prints every view).

@MainActor private enum Printed { static var lines: [String] = [] }

private class Env1: ObservableObject { @Published var v: Int = 0 }
private class Env2: ObservableObject { @Published var v: Int = 0 }

private struct DemoRootView_InitBody: View {
  @StateObject var env1 = Env1()
  @StateObject var env2 = Env2()
  @State var state = 0
  init() { Printed.lines.append("ParentView init") }
  var body: some View {
    let _ = Printed.lines.append("ParentView body")
    VStack {
      HStack {
        Text("Parent")
        Button {
          state += 1
        } label: {
          Text("state = \(state)")
        }
        Button {
          env1.v += 1
        } label: {
          Text("env1 = \(env1.v)")
        }
        Button {
          env2.v += 1
        } label: {
          Text("env2 = \(env2.v)")
        }
      }
      MiddleView(state: state)
        .environmentObject(env1)
        .environmentObject(env2)
    }
  }
}

private struct MiddleView: View {
  @EnvironmentObject var env2: Env2
  let state: Int
  init(state: Int) {
    self.state = state
    Printed.lines.append("MiddleView init")
  }
  var body: some View {
    let _ = Printed.lines.append("MiddleView body")
    VStack {
      HStack {
        Text("Middle")
        Text("state: \(state)")
        Text("env2: \(env2.v)")
      }
      VStack {
        ChildView1(data1: state)
        ChildView2(data2: env2.v)
      }
    }
  }
}

private struct ChildView1: View {
  @EnvironmentObject var env1: Env1
  let data1: Int
  init(data1: Int) {
    self.data1 = data1
    Printed.lines.append("ChildView1 init")
  }
  var body: some View {
    let _ = Printed.lines.append("ChildView1 body")
    HStack {
      Text("Child 1")
      Text("state: \(data1)")
      Text("env1: \(env1.v)")
    }
  }
}

private struct ChildView2: View {
  @EnvironmentObject var env2: Env2
  let data2: Int
  init(data2: Int) {
    self.data2 = data2
    Printed.lines.append("ChildView2 init")
  }
  var body: some View {
    let _ = Printed.lines.append("ChildView2 body")
    HStack {
      Text("Child 2")
      VStack {
        Text("env2 (from middle): \(data2)")
        Text("env2 (from env): \(env2.v)")
      }
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case04EnvironmentObjectInitBodyTreeTests {
    @Test func initsBodiesAndLinesMatchThePublishedRun() throws {
      Printed.lines = []
      let t = try Scenario("init-body", root: { DemoRootView_InitBody() }) {
        Step.tap("state = 0")
        Step.tap("env1 = 0")
        Step.tap("env2 = 0")
      }.run()
      #expect(
        t.frames[0].printChanges == [
          "DemoRootView_InitBody: @self, @identity, _env1, _env2, _state changed.",
          "MiddleView: @self, @identity, _env2 changed.",
          "ChildView1: @self, @identity, _env1 changed.",
          "ChildView2: @self, @identity, _env2 changed.",
        ])
      #expect(
        t.frames[1].printChanges == [
          "DemoRootView_InitBody: _state changed.", "MiddleView: @self changed.", "ChildView1: @self changed.",
        ])
      #expect(t.frames[2].printChanges == ["DemoRootView_InitBody: _env1 changed.", "ChildView1: _env1 changed."])
      #expect(
        t.frames[3].printChanges == [
          "DemoRootView_InitBody: _env2 changed.", "MiddleView: _env2 changed.", "ChildView2: @self, _env2 changed.",
        ])
      #expect(
        Printed.lines == [
          // launch
          "ParentView init", "ParentView body", "MiddleView init", "MiddleView body", "ChildView1 init",
          "ChildView2 init", "ChildView1 body", "ChildView2 body",
          // state
          "ParentView body", "MiddleView init", "MiddleView body", "ChildView1 init", "ChildView2 init",
          "ChildView1 body",
          // env1
          "ParentView body", "MiddleView init", "ChildView1 body",
          // env2
          "ParentView body", "MiddleView init", "MiddleView body", "ChildView1 init", "ChildView2 init",
          "ChildView2 body",
        ])
    }
  }
}
