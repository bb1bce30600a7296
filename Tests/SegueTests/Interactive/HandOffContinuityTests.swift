import Foundation
import Testing

@testable import Segue

/// Frame by frame across the release of the back swipe: the top view does not jump, and
/// its speed carries on within 5 %.
@MainActor
struct HandOffContinuityTests {
  /// Points per frame between consecutive frames of `trace`.
  func steps(_ trace: [CGFloat]) -> [CGFloat] {
    zip(trace.dropFirst(), trace).map { $0 - $1 }
  }

  /// Drags at a constant `speed` (points per second) from the edge for `duration`, releases
  /// mid-motion, and compares the last two frame steps before release with the first two
  /// after.
  func checkHandOff(speed: CGFloat, duration: TimeInterval, finishes: Bool) {
    let rig = NavigationRig()
    rig.drag(from: CGPoint(x: 5, y: 400), duration: duration) { speed * $0 }
    let released = rig.trace.count
    for _ in 0..<4 { rig.frame() }
    let moves = steps(rig.trace)
    let expected = speed / 60
    let before = moves[(released - 3)..<(released - 1)]
    let after = moves[(released - 1)..<(released + 1)]
    for step in before {
      #expect(abs(step - expected) <= 0.05 * expected, "before: \(before), speed \(speed)")
    }
    for step in after {
      #expect(
        abs(step - expected) <= 0.05 * expected,
        "after: \(Array(after)), before \(Array(before)), speed \(speed)")
    }
    rig.settle()
    #expect(rig.titles == (finishes ? ["A"] : ["A", "B"]))
  }

  @Test func flingFinishesAtTheReleaseSpeed() {
    // 1,200 pt/s over 0.25 s: 0.75 of the way in 0.21 s at that speed is within the
    // remaining duration, so the rest plays at the release speed from the start.
    checkHandOff(speed: 1200, duration: 0.1, finishes: true)
  }

  /// The speed just after the release, from 1 ms steps of the engine (points per second),
  /// and the position the first of them starts from.
  func instantAfterRelease(_ rig: NavigationRig) -> (x: CGFloat, speed: CGFloat) {
    let x0 = rig.b.view.presentation().frame.minX
    rig.engine.tick(to: rig.now + 0.001)
    let x1 = rig.b.view.presentation().frame.minX
    return (x0, (x1 - x0) / 0.001)
  }

  @Test(arguments: [(500, true), (250, true), (150, false), (100, false)] as [(CGFloat, Bool)])
  func slowerReleasesKeepPositionAndSpeedAtTheInstant(speed: CGFloat, finishes: Bool) {
    // Too slow to arrive in the remaining duration, the rest speeds up (or turns back),
    // but it starts where the pointer left it, at the pointer's speed when it finishes.
    let rig = NavigationRig()
    rig.drag(from: CGPoint(x: 5, y: 400), duration: 0.6) { speed * $0 }
    let released = rig.trace.last!
    let (x, instant) = instantAfterRelease(rig)
    #expect(isClose(x, released), "no jump")
    if finishes {
      #expect(abs(instant - speed) <= 0.05 * speed, "\(instant) vs \(speed)")
    } else {
      #expect(abs(instant) <= 0.05 * speed || instant < 0, "heads back from rest")
    }
    rig.settle()
    #expect(rig.titles == (finishes ? ["A"] : ["A", "B"]))
  }
}
