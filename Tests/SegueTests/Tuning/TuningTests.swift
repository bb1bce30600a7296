import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import Testing

@Suite struct TuningTests {
  @Test func stepsLandOnRoundValues() {
    var tuning = Tuning.standard
    for _ in 0..<3 { tuning = tuning.adjusting(.duration, by: Tuning.Parameter.duration.step) }
    #expect(tuning.duration == 0.5)
    #expect(Tuning.Parameter.duration.formattedValue(in: tuning) == "0.50 s")
  }

  @Test(arguments: Tuning.Parameter.allCases)
  func adjustingClampsToTheRange(parameter: Tuning.Parameter) {
    let low = Tuning.standard.adjusting(parameter, by: -1e9)
    let high = Tuning.standard.adjusting(parameter, by: 1e9)
    #expect(parameter.value(in: low) == parameter.range.lowerBound)
    #expect(parameter.value(in: high) == parameter.range.upperBound)
    #expect(Tuning.standard.adjusting(parameter, by: .nan) == Tuning.standard)
    #expect(Tuning.standard.adjusting(parameter, by: .infinity) == Tuning.standard)
    #expect(parameter.setting(.nan, in: .standard) == Tuning.standard)
    #expect(parameter.range.contains(parameter.value(in: .standard)))
    #expect(parameter.step > 0 && parameter.largeStep >= parameter.step)
  }

  @Test func aParameterChangesOnlyItself() {
    for parameter in Tuning.Parameter.allCases {
      let changed = Tuning.standard.adjusting(parameter, by: parameter.largeStep)
      for other in Tuning.Parameter.allCases where other != parameter {
        #expect(other.value(in: changed) == other.value(in: .standard), "\(parameter) → \(other)")
      }
      #expect(parameter.value(in: changed) != parameter.value(in: .standard), "\(parameter)")
    }
  }

  @Test func choicesStepThroughTheirCasesAndStopAtTheEnds() {
    let start = Tuning(curve: .linear, policy: .projected)
    #expect(start.adjusting(.curve, by: 1).curve == .easeIn)
    #expect(start.adjusting(.curve, by: -1).curve == .linear)
    #expect(start.adjusting(.curve, by: 10).curve == .spring)
    #expect(start.adjusting(.policy, by: 2).policy == .progress)
    #expect(start.adjusting(.policy, by: 0.6).policy == .velocityThenProgress)
  }

  @Test func formattedValues() {
    let tuning = Tuning(
      duration: 0.35, curve: .spring, springDamping: 0.8, springResponse: 0.4,
      policy: .velocityThenProgress, progressThreshold: 0.3, velocityThreshold: 100,
      edgeZone: 0, completionSpeed: 1.5)
    let shown = Tuning.Parameter.allCases.map { "\($0.name): \($0.formattedValue(in: tuning))" }
    #expect(
      shown == [
        "duration: 0.35 s", "curve: spring", "spring damping: 0.80", "spring response: 0.40 s",
        "policy: velocityThenProgress", "progress threshold: 0.30",
        "velocity threshold: 100 pt/s", "edge zone: 0 pt (anywhere)", "completion speed: 1.50×",
      ])
    #expect(Tuning.Parameter.edgeZone.formattedValue(in: .standard) == "20 pt")
  }

  @Test func thePolicyUsesTheThresholds() {
    let slow = TransitionDecisionPolicy.Release(progress: 0.4, velocity: 150, distance: 400)
    let seed000 = Tuning(policy: .velocityThenProgress, progressThreshold: 0.3)
    let short = TransitionDecisionPolicy.Release(progress: 0.2, velocity: 150, distance: 400)
    #expect(seed000.decisionPolicy.shouldFinish(short))
    #expect(!seed000.adjusting(.velocityThreshold, by: 100).decisionPolicy.shouldFinish(short))
    let progress = Tuning(policy: .progress, progressThreshold: 0.5)
    #expect(!progress.decisionPolicy.shouldFinish(slow))
    #expect(progress.adjusting(.progressThreshold, by: -0.2).decisionPolicy.shouldFinish(slow))
    // Projected: 0.4 + 150 · 0.499 / 400 ≈ 0.587.
    #expect(Tuning.standard.decisionPolicy.shouldFinish(slow))
    #expect(
      !Tuning.standard.adjusting(.progressThreshold, by: 0.1).decisionPolicy.shouldFinish(slow))
    let flutter = Tuning(policy: .flutterCupertino, progressThreshold: 0.1)
    #expect(!flutter.decisionPolicy.shouldFinish(slow))
  }

  @Test func aSpringLastsUntilItSettles() throws {
    let cubic = Tuning(duration: 0.5, curve: .easeOut)
    #expect(cubic.animationDuration == 0.5)
    #expect(cubic.timingParameters.cubicTimingParameters?.animationCurve == .easeOut)
    #expect(cubic.animationOptions == .curveEaseOut)
    let critical = Tuning(duration: 0.5, curve: .spring, springDamping: 1, springResponse: 0.35)
    let spring = try #require(critical.timingParameters.springTimingParameters)
    #expect(critical.animationCurve == nil)
    // Critically damped, ω = 2π/0.35: within 0.1 % once (1 + ωt)·e^(−ωt) < 0.001, ωt ≈ 9.23.
    let settling = try #require(spring.settlingDuration)
    #expect(abs(settling - 9.233 * 0.35 / (2 * .pi)) < 0.01)
    #expect(critical.animationDuration == settling)
  }

  @MainActor
  @Test func configuringAnInteraction() {
    let interaction = UIPercentDrivenInteractiveTransition()
    Tuning(curve: .linear, completionSpeed: 2).configure(interaction)
    #expect(interaction.completionSpeed == 2)
    #expect(interaction.completionCurve == .linear)
    #expect(interaction.timingCurve == nil)
    Tuning(curve: .spring).configure(interaction)
    #expect(interaction.timingCurve?.springTimingParameters != nil)
  }
}
