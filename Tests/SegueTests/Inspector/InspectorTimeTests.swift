import Foundation
import Segue
import Testing

@testable import SegueDemos
@testable import SeguePlaygroundCore

/// The time controls in the inspector: the reading carries them, and the heading line of
/// the transition section shows them, rewritten only when what it shows changes.
@MainActor
@Suite struct InspectorTimeTests {
  let driver = PlaygroundDriver("navigation")
  var app: PlaygroundApp { driver.app }

  /// The label at the right of the "TRANSITION" heading, after a frame was built.
  var shown: TimeControlsLabel {
    var list = DisplayList()
    app.buildFrame(into: &list)
    func find(_ view: UIView) -> TimeControlsLabel? {
      (view as? TimeControlsLabel) ?? view.subviews.lazy.compactMap(find).first
    }
    return find(app.inspector.panel)!
  }

  @Test func theReadingCarriesTheTimeControls() {
    driver.run(5)
    #expect(
      app.inspectorReading.time
        == .init(isPaused: false, slowMotionFactor: 1, animationTime: 5.0 / 60))
    driver.key("S")
    driver.key("Space")
    // ×5 from frame 6 on: one frame later, animation time is 6/60 + (1/60)/5.
    let time = app.inspectorReading.time
    #expect(time.isPaused)
    #expect(time.slowMotionFactor == 5)
    #expect(abs(time.animationTime - (6.0 / 60 + 1.0 / 300)) < 1e-12)
  }

  @Test func theHeadingLineShowsSlowMotionAndThePausedTime() {
    #expect(shown.text == nil, "real time needs no notice")
    driver.run(5)
    driver.key("S")
    #expect(shown.text == "×5")
    driver.key("Space")
    #expect(shown.text == "paused at 0.103 s · ×5")
    driver.key(".")
    #expect(shown.text == "paused at 0.120 s · ×5")
    driver.key("S")
    #expect(shown.text == "paused at 0.120 s · ×10")
    driver.key("S")
    #expect(shown.text == "paused at 0.120 s")
    driver.key("Space")
    #expect(shown.text == nil)
  }

  /// "paused at" counts from the scene's start: a scene switched to two seconds in starts
  /// at 0 s, as its recording's replay would.
  @Test func thePausedTimeIsTheScenesTime() {
    driver.run(120)
    driver.key("1")
    driver.run(5)
    driver.key("Space")
    #expect(shown.text == "paused at 0.100 s")
    #expect(app.animationTime > 2)
  }

  @Test func framesThatChangeNothingLeaveTheLabelAlone() {
    driver.key("S")
    driver.key("Space")
    let label = shown
    label.text = "untouched"
    driver.run(10)
    #expect(shown.text == "untouched", "paused: the time stands still")
    driver.key("Space")
    #expect(shown.text == "×5")
    label.text = "untouched"
    driver.run(10)
    #expect(shown.text == "untouched", "running slowed: the time is not shown")
  }
}
