/// The calls app code makes to something outside the app (a network request)
/// that a run does not make: each waits, its task suspended, until a scenario
/// step answers it (`Step.respond(url:with:)`), the task is cancelled, or the
/// run ends. A task still waiting on one is named with the call
/// (``ViewGraph/runAsyncWork()``).
///
/// The stand-ins that make these calls (ViewTrace's `URLSession`) keep what an
/// answer means; this keeps which calls wait, by the address they ask for.
@MainActor
package final class OutsideCalls: GraphFeature {
  /// One waiting call.
  package struct Call {
    let id: Int
    /// What a step names to answer it (a URL).
    package let address: String
    /// The call as the app wrote it: `URLSession.shared.data(from: https://…)`.
    let description: String
    /// The name of the work that made it (``ScenarioRunLoop/label``).
    let label: String?
    /// Resumes the call with a step's answer.
    let answer: @MainActor (Any) -> Void
  }

  private var waiting: [Call] = []
  private var nextID = 0
  private var reported: Set<Int> = []

  package init(graph: ViewGraph) {}

  /// Records a call that waits for an answer; returns its id (for ``cancel(_:)``).
  package func begin(
    address: String, description: String, label: String?, answer: @escaping @MainActor (Any) -> Void
  ) -> Int {
    nextID += 1
    waiting.append(Call(id: nextID, address: address, description: description, label: label, answer: answer))
    return nextID
  }

  /// Forgets a call its task gave up on (cancelled).
  package func cancel(_ id: Int) { waiting.removeAll { $0.id == id } }

  /// The addresses of the waiting calls, in the order they were made, each once.
  package var addresses: [String] {
    var seen = Set<String>()
    return waiting.map(\.address).filter { seen.insert($0).inserted }
  }

  /// Answers every call waiting for `address` with `answer`; false if none waits. What each
  /// call's work does next makes frames named after that work, not after the answering step.
  package func answer(_ address: String, with answer: Any) -> Bool {
    let answered = waiting.filter { $0.address == address }
    waiting.removeAll { $0.address == address }
    for call in answered { ScenarioRunLoop.$label.withValue(call.label) { call.answer(answer) } }
    return !answered.isEmpty
  }

  /// The waiting call made by the work named `label` that was not named yet, marked as named.
  func unreported(madeBy label: String) -> Call? {
    guard let call = waiting.first(where: { $0.label == label && !reported.contains($0.id) }) else { return nil }
    reported.insert(call.id)
    return call
  }

  /// The waiting calls not named yet, marked as named.
  func unreported() -> [Call] {
    let new = waiting.filter { !reported.contains($0.id) }
    reported.formUnion(new.map(\.id))
    return new
  }
}
