import Foundation
import Testing

@testable import Segue

/// `update(_:policy:)`: an interaction driven with the release it will get tells tools
/// (the playground's inspector) the policy and the drag as its code measures them, until
/// it finishes or cancels; `update(_:)` with a percent tells nothing.
@MainActor
@Suite struct PendingReleaseTests {
  @Test func theReleaseAndPolicyStayUntilTheInteractionEnds() throws {
    let interaction = UIPercentDrivenInteractiveTransition()
    #expect(interaction.pendingRelease == nil)
    interaction.update(0.2)
    #expect(interaction.pendingRelease == nil, "a percent alone: decided by hand")
    // A swipe to the left completes this one: measured leftwards, it is 0.4 done and
    // moving on at 300 pt/s.
    let release = TransitionDecisionPolicy.Release(progress: 0.4, velocity: 300, distance: 390)
    interaction.update(release, policy: .velocityThenProgress(threshold: 0.3, velocity: 100))
    #expect(interaction.percentComplete == 0.4)
    let pending = try #require(interaction.pendingRelease)
    #expect(pending.release == release)
    #expect(pending.policy.rule == .velocityThenProgress(threshold: 0.3, velocity: 100))
    #expect(pending.policy.shouldFinish(release))
    interaction.finishOrCancel(release, policy: pending.policy)
    #expect(interaction.pendingRelease == nil, "released: nothing pending")
  }

  @Test func eachPolicyNamesItsRule() {
    #expect(
      TransitionDecisionPolicy.default.rule == .projected(deceleration: 0.998, threshold: 0.5))
    #expect(TransitionDecisionPolicy.progress(0.4).rule == .progress(threshold: 0.4))
    #expect(TransitionDecisionPolicy.flutterCupertino.rule == .flutterCupertino)
    #expect(TransitionDecisionPolicy { $0.progress > 0.2 }.rule == .custom)
  }
}
