import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Student: Equatable, Sendable {
  var name: String
  var age: Int
}

private struct AgeEditor: View {
  @Binding var age: Int
  var body: some View { Text("age \(age)") }
}

private struct Form: View {
  @State var student = Student(name: "fat", age: 88)
  @State var dark = false
  var body: some View {
    VStack {
      AgeEditor(age: $student.age)
      Toggle("Dark", isOn: $dark)
      AgeEditor(age: .constant(1))
    }
  }
}

private struct Typing: View {
  @State var name = ""
  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text("Hello \(name)")
    }
  }
}

@MainActor
@Suite struct BindingTests {
  /// A binding cannot prove itself unchanged (R1): a change of `student.name`
  /// invalidates the editor that read `$student.age`, and its binding reports
  /// a change with an equal value.
  @Test func bindingToAFieldReportsEveryChangeOfItsOwner() throws {
    let t = try trace(Form()) {
      Step.mutate("name = kim", on: Form.self) { $0.student.name = "kim" }
      Step.mutate("age = 89", on: Form.self) { $0.student.age = 89 }
    }
    #expect(t.frames[1].printChanges == ["AgeEditor: _age changed."])
    #expect(
      t.frames[1].record("Form/VStack/AgeEditor@0")?.reasons.first?.changes == [
        ValueChange(name: "age", before: "88", after: "88")
      ])
    #expect(t.frames[2].printChanges == ["AgeEditor: _age changed."])
    #expect(
      t.frames[2].record("Form/VStack/AgeEditor@0")?.reasons.first?.changes == [
        ValueChange(name: "age", before: "88", after: "89")
      ])
  }

  @Test func toggleRedrawsThroughItsBindingWithoutEvaluatingTheParent() throws {
    let t = try trace(Form()) { Step.toggle("Dark") }
    #expect(outcomes(t.frames[1]) == ["Form/VStack/Toggle@1": .redrawn])
    #expect(t.frames[1].sourceChanges == [SourceChange(source: "Form._dark", before: "false", after: "true")])
    #expect(
      t.frames[1].record("Form/VStack/Toggle@1")?.reasons.first?.changes.first?.after == "Toggle(\"Dark\", isOn: true)")
  }

  @Test func constantBindingsWithEqualValuesAreEqual() throws {
    let t = try trace(Form()) { Step.mutate("dark", on: Form.self) { _ = $0.dark } }
    #expect(t.frames[1].records.isEmpty)
    let rebuilt = try trace(Form()) {
      Step.mutate("rebuild", on: Form.self) { $0.student = Student(name: "x", age: 88) }
    }
    #expect(rebuilt.frames[1].record("Form/VStack/AgeEditor@2") == nil)
  }

  @Test func typingIntoATextFieldEvaluatesTheReader() throws {
    let t = try trace(Typing()) { Step.setText("Name", to: "Kim") }
    #expect(t.frames[1].printChanges == ["Typing: _name changed."])
    #expect(t.frames[1].record("Typing/VStack/TextField@0")?.outcome == .redrawn)
    #expect(t.frames[1].record("Typing/VStack/Text@1")?.outcome == .redrawn)
  }

  @Test func closureBindingsAreNeverEqual() throws {
    struct Holder: View {
      @State var n = 0
      @State var other = 0
      var body: some View {
        VStack {
          Text("\(other)")
          AgeEditor(age: Binding(get: { n }, set: { n = $0 }))
        }
      }
    }
    let t = try trace(Holder()) { Step.mutate("other", on: Holder.self) { $0.other = 1 } }
    #expect(t.frames[1].record("BindingTests.Holder/VStack/AgeEditor@1")?.outcome == .evaluated)
  }
}
