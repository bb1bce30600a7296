import Foundation
import Segue
import Testing

@testable import SegueDemos
@testable import SeguePlaygroundCore

/// The App Store card scene driven by the pointer frame by frame: a click opens the story,
/// a short drag springs it back open, a long one shrinks it into the card.
@MainActor
@Suite("Card expansion scene")
struct CardExpansionSceneTests {
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }
  var today: UIViewController { window.rootViewController! }

  init() throws {
    window = try #require(Scenes.named("card-expansion"))
      .makeWindow(size: CGSize(width: 390, height: 844))
    engine.step()
  }

  /// One frame, with `phase` at `point` at its time first.
  private func frame(_ phase: PointerInput.Phase? = nil, at point: CGPoint = .zero) {
    if let phase {
      window.handle(
        PointerInput(phase: phase, location: point, timestamp: engine.clock.now + 1.0 / 60))
    }
    engine.step()
  }

  private func settle() {
    for _ in 0..<90 { frame() }
  }

  /// Presses at (195, 400), moves down `distance` points over half a second, holds still a
  /// quarter second (no flick), releases, settles. Returns the story's frame as drawn just
  /// before the release.
  @discardableResult
  private func drag(down distance: CGFloat) -> CGRect? {
    let story = today.presentedViewController?.view
    let start = CGPoint(x: 195, y: 400)
    frame(.down, at: start)
    for i in 1...30 { frame(.move, at: CGPoint(x: 195, y: 400 + distance * CGFloat(i) / 30)) }
    for _ in 0..<15 { frame(.move, at: CGPoint(x: 195, y: 400 + distance)) }
    let held = story?.presentation().frame
    frame(.up, at: CGPoint(x: 195, y: 400 + distance))
    settle()
    return held
  }

  private var card: UIView { today.view.subviews[0] }

  @Test func aClickOpensTheStoryOverTheHiddenCard() {
    frame(.down, at: CGPoint(x: 195, y: 250))
    frame(.up, at: CGPoint(x: 195, y: 250))
    settle()
    let story = try? #require(today.presentedViewController as? StoryViewController)
    #expect(story?.view.frame == window.bounds)
    #expect(card.isHidden)
  }

  /// Frame by frame, opening and closing: the card is hidden exactly while the story is in
  /// the window standing in for it, so it never shows twice or not at all.
  @Test func theCardAndItsStandInNeverShowTogetherOrNeither() {
    let root = today as! TodayViewController
    var frames = 0
    func check() {
      let story = today.presentedViewController?.view
      let standsIn = story?.window != nil && story?.isHidden == false
      #expect(card.isHidden == standsIn, "frame \(frames)")
      frames += 1
    }
    root.openStory()
    for _ in 0..<45 {
      frame()
      check()
    }
    today.dismiss(animated: true)
    for _ in 0..<45 {
      frame()
      check()
    }
    #expect(today.presentedViewController == nil)
  }

  @Test func aShortDragCancelsAndALongOneShrinksTheStoryIntoTheCard() {
    (today as? TodayViewController)?.openStory()
    settle()
    // The drag scrubs the shrinking: held at 60 of 400 points, the story is smaller.
    let held = drag(down: 60)
    #expect(held.map { $0.height < window.bounds.height && $0.height > 500 } == true)
    #expect(today.presentedViewController is StoryViewController)
    #expect(today.presentedViewController?.view.frame == window.bounds)
    #expect(today.presentedViewController?.view.layer.cornerRadius == 0)
    #expect(card.isHidden)
    drag(down: 200)
    #expect(today.presentedViewController == nil)
    #expect(!card.isHidden)
  }
}
