import Foundation
import Testing

@testable import Segue

/// Each release policy's rule (projected, velocity then progress, progress, Flutter's
/// Cupertino, a custom closure) on a 390-pt pop.
@Suite("Transition decision policies")
struct TransitionDecisionPolicyTests {
  private let width: CGFloat = 390

  private func release(_ progress: CGFloat, _ velocity: CGFloat) -> TransitionDecisionPolicy.Release
  {
    .init(progress: progress, velocity: velocity, distance: width)
  }

  /// A short fast fling, a fling backwards, a short slow drag, a slow drag past halfway.
  private var shortFastFling: TransitionDecisionPolicy.Release { release(0.1, 1000) }
  private var backwardsFling: TransitionDecisionPolicy.Release { release(0.6, -800) }
  private var shortSlowDrag: TransitionDecisionPolicy.Release { release(0.15, 20) }
  private var slowDragPastHalf: TransitionDecisionPolicy.Release { release(0.6, 20) }

  @Test func projectedIsTheDefaultAndFollowsTheTable() {
    let policy = TransitionDecisionPolicy.default
    #expect(policy.shouldFinish(shortFastFling))
    #expect(!policy.shouldFinish(backwardsFling))
    #expect(!policy.shouldFinish(shortSlowDrag))
    #expect(policy.shouldFinish(slowDragPastHalf))
  }

  @Test func projectionIsScrollViewCoasting() {
    // 100 pt/s coasts 100/1000 · 0.998/0.002 = 49.9 pt.
    let projected = TransitionDecisionPolicy.projectedProgress(release(0.2, 100))
    #expect(isClose(projected, CGFloat(0.2 + 49.9 / 390), within: 1e-9))
    // The fast rate coasts 0.99/0.01 = 99 ms' worth of the velocity.
    let fast = TransitionDecisionPolicy.projectedProgress(release(0, 1000), deceleration: 0.99)
    #expect(isClose(fast, 99 / 390, within: 1e-9))
    // Just under and just over the threshold: 0.5 − 49.9/390 ± a little.
    let edge = 0.5 - 49.9 / 390
    #expect(!TransitionDecisionPolicy.projected().shouldFinish(release(edge - 0.001, 100)))
    #expect(TransitionDecisionPolicy.projected().shouldFinish(release(edge + 0.001, 100)))
    #expect(TransitionDecisionPolicy.projected(threshold: 0.8).shouldFinish(release(0.6, 400)))
  }

  @Test func velocityThenProgressIsSeed000sRule() {
    let policy = TransitionDecisionPolicy.velocityThenProgress()
    #expect(policy.shouldFinish(shortFastFling))
    #expect(!policy.shouldFinish(backwardsFling))
    #expect(!policy.shouldFinish(shortSlowDrag))
    #expect(policy.shouldFinish(slowDragPastHalf))
    // v ≤ 0 cancels even at 95%; just over 100 pt/s finishes from anywhere; else p > 0.3.
    #expect(!policy.shouldFinish(release(0.95, 0)))
    #expect(policy.shouldFinish(release(0.01, 100.5)))
    #expect(!policy.shouldFinish(release(0.3, 100)))
    #expect(policy.shouldFinish(release(0.31, 100)))
  }

  @Test func progressIgnoresVelocity() {
    let policy = TransitionDecisionPolicy.progress(0.5)
    #expect(!policy.shouldFinish(shortFastFling))
    #expect(policy.shouldFinish(backwardsFling))
    #expect(!policy.shouldFinish(release(0.5, 0)))
    #expect(policy.shouldFinish(release(0.51, 0)))
  }

  @Test func flutterCupertinoFlingsAtOneWidthPerSecond() {
    let policy = TransitionDecisionPolicy.flutterCupertino
    #expect(policy.shouldFinish(release(0.05, 390)))
    #expect(!policy.shouldFinish(release(0.05, 389)))
    #expect(!policy.shouldFinish(release(0.9, -390)))
    #expect(policy.shouldFinish(release(0.9, -389)))
    #expect(!policy.shouldFinish(shortSlowDrag))
    #expect(policy.shouldFinish(slowDragPastHalf))
  }

  @Test func aCustomPolicyIsAClosure() {
    let policy = TransitionDecisionPolicy { $0.progress > 0.2 || $0.velocity > 500 }
    #expect(policy.shouldFinish(release(0.25, 0)))
    #expect(!policy.shouldFinish(release(0.1, 100)))
  }

  @Test @MainActor func aReleaseReadsAPanAlongItsDirection() {
    let (window, view) = gestureScene()
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    // 0.1 s at 600 pt/s downwards: 60 pt of the view's 200-pt height.
    drag(window, from: CGPoint(x: 150, y: 110), duration: 0.1) { t in CGVector(dx: 0, dy: 600 * t) }
    let down = TransitionDecisionPolicy.Release(
      pan: pan, in: view, direction: CGVector(dx: 0, dy: 1))
    #expect(isClose(down.progress, 0.3, within: 1e-9))
    #expect(isClose(down.velocity, 600, within: 1e-6))
    #expect(down.distance == 200)
    let right = TransitionDecisionPolicy.Release(
      pan: pan, in: view, direction: CGVector(dx: 2, dy: 0), distance: 390)
    #expect(right.progress == 0 && isClose(right.velocity, 0, within: 1e-6))
    let up = TransitionDecisionPolicy.Release(
      pan: pan, in: view, direction: CGVector(dx: 0, dy: -1))
    #expect(up.progress == 0 && isClose(up.velocity, -600, within: 1e-6))
  }
}
