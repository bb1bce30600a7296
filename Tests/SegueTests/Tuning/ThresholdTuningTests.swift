import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// The check: raising the progress threshold turns a borderline drag from finish
/// into cancel. The same drag, on two scenes, with only the tuning changed between runs.
@MainActor
@Suite struct ThresholdTuningTests {
  static let size = CGSize(width: 390, height: 844)
  /// A slow drag right from the left edge, released at 210 pt (0.54 of the width) moving
  /// at 120 pt/s: projected, 0.54 + 120 · 0.499 / 390 ≈ 0.69.
  static let borderline = Mouse.steady(CGVector(dx: 1, dy: 0), speed: 120, seconds: 1.75)
  static let start = CGPoint(x: 8, y: 400)

  /// Whether the borderline drag finishes in `scene`, after `prepare`, with the progress
  /// threshold raised by `raise` (by the Right key, 0.05 a press).
  func finishes(
    _ scene: Scene, raise: Int, prepare: (inout AppPointer) -> Void = { _ in },
    outcome: (PlaygroundApp) -> Bool
  ) -> Bool {
    let app = PlaygroundApp(scene: scene, size: Self.size, scale: 1)
    var pointer = AppPointer(app)
    prepare(&pointer)
    app.select(.progressThreshold)
    for _ in 0..<raise { pointer.press("Right") }
    #expect(app.tuning.progressThreshold == 0.5 + 0.05 * CGFloat(raise))
    pointer.drag(from: Self.start, through: Self.borderline)
    return outcome(app)
  }

  @Test func onTheNavigationScene() {
    let popped = { (app: PlaygroundApp) in
      (app.window.rootViewController as! UINavigationController).viewControllers.count == 2
    }
    #expect(finishes(.navigation, raise: 0, outcome: popped))
    #expect(!finishes(.navigation, raise: 6, outcome: popped))
  }

  @Test func onTheTabSwipeScene() {
    // On the second tab, so that a drag right goes back to the first.
    let toSecondTab = { (pointer: inout AppPointer) in
      pointer.click(CGPoint(x: 390 / 8 * 3, y: 844 - 20))
    }
    let switched = { (app: PlaygroundApp) in
      (app.window.rootViewController as! UITabBarController).selectedIndex == 0
    }
    #expect(finishes(.tabSwipe, raise: 0, prepare: toSecondTab, outcome: switched))
    #expect(!finishes(.tabSwipe, raise: 6, prepare: toSecondTab, outcome: switched))
  }
}
