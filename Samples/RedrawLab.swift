import ViewTrace

/// Seed 002: `Lab1View_State` toggles `flag`; each sub view shows one way a
/// child can depend (or not) on its parent (S7-S12).
public enum RedrawLabSample {
  public struct Lab1View_State: View {
    @State var flag: Bool = false

    public init() {}

    public var body: some View {
      VStack(spacing: 10) {
        Button {
          self.flag.toggle()
        } label: {
          Text("🔄")
            .frame(width: 150, height: 50)
            .background(.black)
        }
        Group {
          Text("SwiftUI.Text: \(flag ? "🅾️" : "❌")")
          InputFlagText(flag: flag)
          SetFlagInInitText()
          SetFlagInDefaultValueText()
          SetFlagInBodyText()
          SetFlagInBodyText().id(UUID())
          SetFlagInBodyText2(flag: flag)
        }
      }
    }

    nonisolated static let scenario = Scenario(
      "redraw-lab",
      summary: "Seed 002: which sub views are re-initialised, evaluated or replaced when the parent's flag toggles",
      typeNamesRelativeTo: RedrawLabSample.self, root: { Lab1View_State() }
    ) {
      for _ in 0..<6 { Step.tap("🔄") }
    }
  }

  /// 1. Takes the flag and shows it.
  public struct InputFlagText: View {
    let flag: Bool

    init(flag: Bool) {
      self.flag = flag
    }

    public var body: some View {
      Text("\(String(describing: Self.self)): \(flag ? "🅾️" : "❌")")
        .onDisappear()
    }
  }

  /// 2. Sets its flag randomly in init.
  public struct SetFlagInInitText: View {
    let flag: Bool

    init() {
      self.flag = Bool.random(using: &scenarioRandom)
    }

    public var body: some View {
      Text("\(String(describing: Self.self)): \(flag ? "🅾️" : "❌")")
        .onDisappear()
    }
  }

  /// 3. Sets its flag randomly as a default value.
  public struct SetFlagInDefaultValueText: View {
    let flag: Bool = Bool.random(using: &scenarioRandom)

    init() {}

    public var body: some View {
      HStack {
        Text("\(String(describing: Self.self)): \(flag ? "🅾️" : "❌")")
      }
      .onDisappear()
    }
  }

  /// 4. Stores nothing; makes its flag in body.
  public struct SetFlagInBodyText: View {
    init() {}

    public var body: some View {
      let flag = Bool.random(using: &scenarioRandom)
      HStack {
        Text("\(String(describing: Self.self)): \(flag ? "🅾️" : "❌")")
      }
      .onDisappear()
    }
  }

  /// 5. Stores the flag but draws a local random one.
  public struct SetFlagInBodyText2: View {
    let flag: Bool

    init(flag: Bool) {
      self.flag = flag
    }

    public var body: some View {
      let flag = Bool.random(using: &scenarioRandom)
      Text("\(String(describing: Self.self)): \(flag ? "🅾️" : "❌")")
        .onDisappear()
    }
  }

  public static let sample = Sample(
    Lab1View_State.scenario, rules: ["S7", "S8", "S9", "S10", "S11", "S12"], comparison: "Seed 002: the redraw lab")
}

/// Seed 002's `Lab1View_State` before the sub views are added: the body never
/// reads `flag`, so toggling it evaluates nothing (S6).
public enum RedrawLabUnreadSample {
  public struct Lab1View_State: View {
    @State var flag: Bool = false

    public init() {}

    public var body: some View {
      VStack(spacing: 10) {
        Button {
          self.flag.toggle()
        } label: {
          Text("🔄")
            .frame(width: 150, height: 50)
            .background(.black)
        }
      }
    }

    nonisolated static let scenario = Scenario(
      "redraw-lab-unread",
      summary: "Seed 002's bare Lab1View_State: a @State the body never reads changes and nothing is evaluated",
      typeNamesRelativeTo: RedrawLabUnreadSample.self, root: { Lab1View_State() }
    ) {
      Step.tap("🔄")
      Step.tap("🔄")
    }
  }

  public static let sample = Sample(Lab1View_State.scenario, rules: ["S6"], comparison: "Seed 002: the redraw lab")
}
