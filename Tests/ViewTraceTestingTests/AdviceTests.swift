import Testing
import ViewTraceAdvisor
import ViewTraceTesting

@Suite struct AdviceTests {
  @Test func aFixedVariantHasNoAvoidableEvaluation() async throws {
    let trace = try await sampleTrace("student-split")
    // A recorded issue would fail this test.
    let advice = trace.expectAvoidableEvaluations(atMost: 0)
    #expect(advice.avoidableCount == 0)
  }

  @Test func avoidableEvaluationsFailWithTheDiagnosis() async throws {
    let trace = try await sampleTrace("student-params")
    let issues = await recordedIssues { trace.expectAvoidableEvaluations(atMost: 0) }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("1 avoidable body evaluation (at most 0 expected)\n") == true)
    #expect(issues.first?.contains("StudentNameView") == true)
  }
}
