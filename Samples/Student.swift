import ViewTrace

/// Seed 004's student: a value passed to two small views.
public struct Student: Sendable {
  var name: String
  var age: Int
}

/// Both sub views take the whole `student`: changing `age` runs both (S21).
public enum StudentParamsSample {
  public struct RootView: View {
    @State var student = Student(name: "fat", age: 88)

    public init() {}

    public var body: some View {
      VStack {
        StudentNameView(student: student)
        StudentAgeView(student: student)
        Button("random age") {
          student.age = Int.random(in: 0...99, using: &scenarioRandom)
        }
      }
    }

    nonisolated static let scenario = Scenario(
      "student-params",
      summary: "Seed 004: both sub views take the whole Student, so changing age runs StudentNameView too",
      typeNamesRelativeTo: StudentParamsSample.self, root: { RootView() }
    ) {
      Step.tap("random age")
    }
  }

  public struct StudentNameView: View {
    let student: Student

    public var body: some View {
      Text(student.name)
    }
  }

  public struct StudentAgeView: View {
    let student: Student

    public var body: some View {
      Text(student.age, format: .number)
    }
  }

  public static let sample = Sample(
    RootView.scenario, rules: ["S21"], comparison: "Seed 004: what to pass to small views")
}

/// Each sub view takes only what it shows: changing `age` runs only
/// `StudentAgeView` (S21).
public enum StudentSplitSample {
  public struct RootView: View {
    @State var student = Student(name: "fat", age: 88)

    public init() {}

    public var body: some View {
      VStack {
        StudentNameView(name: student.name)  // only the data it needs
        StudentAgeView(age: student.age)
        Button("random age") {
          student.age = Int.random(in: 0...99, using: &scenarioRandom)
        }
      }
    }

    nonisolated static let scenario = Scenario(
      "student-split",
      summary: "Seed 004: each sub view takes only the field it shows, so changing age runs only StudentAgeView",
      typeNamesRelativeTo: StudentSplitSample.self, root: { RootView() }
    ) {
      Step.tap("random age")
    }
  }

  public struct StudentNameView: View {
    let name: String

    public var body: some View {
      Text(name)
    }
  }

  public struct StudentAgeView: View {
    let age: Int

    public var body: some View {
      Text(age, format: .number)
    }
  }

  public static let sample = Sample(
    RootView.scenario, rules: ["S21"], comparison: "Seed 004: what to pass to small views")
}

/// The sub views take the whole `student` but are `Equatable` on the field
/// they show: changing `age` runs only `StudentAgeView`. `Equatable` does not
/// stop an update that a dynamic property drives: `SchoolBadgeView`'s `==`
/// always says equal, yet its `@ObservedObject` still runs it (S22).
public enum StudentEquatableSample {
  public final class School: ObservableObject {
    @Published var name = "Seoul High"

    public init() {}
  }

  public struct RootView: View {
    @State var student = Student(name: "fat", age: 88)
    @State var school = School()

    public init() {}

    public var body: some View {
      VStack {
        StudentNameView(student: student)
        StudentAgeView(student: student)
        SchoolBadgeView(school: school)
        Button("random age") {
          student.age = Int.random(in: 0...99, using: &scenarioRandom)
        }
        Button("rename school") { school.name = "Busan High" }
      }
    }

    nonisolated static let scenario = Scenario(
      "student-equatable",
      summary:
        "Seed 004: Equatable sub views compare only the field they show; Equatable does not stop @ObservedObject updates",
      typeNamesRelativeTo: StudentEquatableSample.self, root: { RootView() }
    ) {
      Step.tap("random age")
      Step.tap("rename school")
    }
  }

  public struct StudentNameView: View, Equatable {
    let student: Student

    public var body: some View {
      Text(student.name)
    }

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.student.name == rhs.student.name
    }
  }

  public struct StudentAgeView: View, Equatable {
    let student: Student

    public var body: some View {
      Text(student.age, format: .number)
    }

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.student.age == rhs.student.age
    }
  }

  public struct SchoolBadgeView: View, Equatable {
    @ObservedObject var school: School

    public var body: some View {
      Text("School: \(school.name)")
    }

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
  }

  public static let sample = Sample(
    RootView.scenario, rules: ["S22"], comparison: "Seed 004: what to pass to small views")
}
