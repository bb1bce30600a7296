import Foundation
import Testing

@testable import Segue

@MainActor
@Suite("UIScrollView")
struct UIScrollViewTests {
  /// Steps the window's engine until the scroll view stops moving (at most 10 s).
  private func settle(_ window: UIWindow, _ scroll: UIScrollView) {
    for _ in 0..<600 where scroll.isDecelerating || scroll.motion != nil {
      window.animationEngine.step()
    }
  }

  @Test func aFlingGlidesAlongTheClosedFormOnTheInjectedClock() throws {
    let (window, scroll, log) = scrollScene()
    scroll.contentOffset = CGPoint(x: 0, y: 1000)
    // The pointer moves up at 1,000 pt/s: the content offset grows.
    fling(window, speed: -1000)
    let velocity = try #require(log.releaseVelocity)
    #expect(abs(velocity.y - 1) < 0.01)  // points per millisecond
    let origin = scroll.contentOffset.y
    let glide = Deceleration(origin: origin, velocity: velocity.y * 1000, rate: 0.998)
    #expect(abs(try #require(log.proposedTarget).y - glide.destination) < 1e-6)
    let start = window.animationEngine.clock.now
    for _ in 0..<90 {
      window.animationEngine.step()
      let t = window.animationEngine.clock.now - start
      #expect(abs(scroll.contentOffset.y - glide.offset(at: t)) < 1e-6)
    }
    settle(window, scroll)
    #expect(scroll.contentOffset.y == glide.destination)
    #expect(
      log.events == [
        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didEndDecelerating",
      ])
    #expect(!scroll.isDecelerating && !scroll.isDragging && !scroll.isTracking)
  }

  @Test func fastDecelerationGlidesAFifthAsFar() throws {
    let (window, scroll, log) = scrollScene()
    scroll.decelerationRate = .fast
    scroll.contentOffset = CGPoint(x: 0, y: 1000)
    fling(window, speed: -1000)
    let v = try #require(log.releaseVelocity).y * 1000
    let origin = scroll.contentOffset.y
    settle(window, scroll)
    #expect(abs(scroll.contentOffset.y - (origin + v / 1000 * 0.99 / 0.01)) < 1e-6)
  }

  @Test func aDragPastTheTopRidesTheRubberBand() {
    let (window, scroll, log) = scrollScene()
    // 10 points of slop (the pan begins there, so they do not count), then 110 points of
    // drag down at the top edge.
    drag(window, from: CGPoint(x: 195, y: 100), at: 0, duration: 0.5, release: false) { t in
      CGVector(dx: 0, dy: 240 * t)
    }
    let expected: CGFloat = (1 - 1 / (110 * 0.55 / 844 + 1)) * 844
    #expect(abs(scroll.contentOffset.y + expected) < 1e-9)
    #expect(scroll.isTracking && scroll.isDragging)
    // Held still, then let go: it springs back to the top and stops there.
    window.handle(PointerInput(phase: .up, location: CGPoint(x: 195, y: 220), timestamp: 1))
    var previous = scroll.contentOffset.y
    for _ in 0..<120 {
      window.animationEngine.step()
      #expect(scroll.contentOffset.y >= previous && scroll.contentOffset.y <= 0)
      previous = scroll.contentOffset.y
    }
    #expect(scroll.contentOffset.y == 0)
    #expect(
      log.events.suffix(3) == [
        "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
      ])
  }

  @Test func withoutBouncesADragStopsAtTheEdge() {
    let (window, scroll, _) = scrollScene()
    scroll.bounces = false
    drag(window, from: CGPoint(x: 195, y: 100), at: 0, duration: 0.5) { t in
      CGVector(dx: 0, dy: 220 * t)
    }
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func aFlingIntoTheEndBouncesAndRestsAtTheEdge() {
    let (window, scroll, log) = scrollScene(contentHeight: 1200)
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    fling(window, speed: -2000, duration: 0.1)
    var furthest = scroll.contentOffset.y
    for _ in 0..<180 {
      window.animationEngine.step()
      furthest = max(furthest, scroll.contentOffset.y)
    }
    let end: CGFloat = 1200 - 844
    #expect(furthest > end + 1)  // it ran onto the band
    #expect(scroll.contentOffset.y == end)
    #expect(log.proposedTarget?.y == end)  // UIKit proposes the edge, inside the range
  }

  @Test func theDelegatesTargetIsWhereTheGlideEnds() {
    let (window, scroll, log) = scrollScene()
    scroll.contentOffset = CGPoint(x: 0, y: 1000)
    log.retarget = { _ in CGPoint(x: 0, y: 1234) }
    fling(window, speed: -1000)
    settle(window, scroll)
    #expect(scroll.contentOffset.y == 1234)
    #expect(log.events.last == "didEndDecelerating")
  }

  @Test func aNonFiniteTargetWarnsAndKeepsTheNaturalOne() {
    let (window, scroll, log) = scrollScene()
    scroll.contentOffset = CGPoint(x: 0, y: 1000)
    log.retarget = { _ in CGPoint(x: 0, y: CGFloat.nan) }
    let (_, warnings) = capturingWarnings { fling(window, speed: -1000) }
    settle(window, scroll)
    #expect(warnings.count == 1 && warnings[0].contains("targetContentOffset"))
    #expect(abs(scroll.contentOffset.y - (log.proposedTarget?.y ?? 0)) < 1e-6)
  }

  @Test func pagingTurnsOnePage() {
    let (window, scroll, log) = scrollScene()
    scroll.isPagingEnabled = true
    fling(window, speed: -3000, duration: 0.1)
    settle(window, scroll)
    #expect(scroll.contentOffset.y == 844)
    #expect(log.proposedTarget?.y == 844)
  }

  @Test func aTouchCatchesAGlide() {
    let (window, scroll, log) = scrollScene()
    scroll.contentOffset = CGPoint(x: 0, y: 1000)
    fling(window, speed: -1000)
    window.animationEngine.step(frames: 10)
    let caught = scroll.contentOffset.y
    window.handle(PointerInput(phase: .down, location: CGPoint(x: 100, y: 100), timestamp: 5))
    window.animationEngine.step(frames: 10)
    #expect(scroll.contentOffset.y == caught)
    #expect(!scroll.isDecelerating && scroll.isTracking)
    window.handle(PointerInput(phase: .up, location: CGPoint(x: 100, y: 100), timestamp: 5.1))
    #expect(!scroll.isTracking)
    #expect(!log.events.contains("didEndDecelerating"))
  }

  @Test func aHorizontalDragOnAVerticalListIsLeftToOthers() {
    let (window, scroll, log) = scrollScene()
    drag(window, from: CGPoint(x: 100, y: 400), at: 0, duration: 0.2) { t in
      CGVector(dx: 500 * t, dy: 0)
    }
    #expect(scroll.panGestureRecognizer.state == .failed)
    #expect(log.calls.isEmpty)
  }

  @Test func contentThatFitsOnlyBouncesWhenAskedTo() {
    let (window, scroll, _) = scrollScene(contentHeight: 500)
    drag(window, from: CGPoint(x: 195, y: 100), at: 0, duration: 0.2, release: false) { t in
      CGVector(dx: 0, dy: 500 * t)
    }
    #expect(scroll.contentOffset.y == 0)
    window.handle(PointerInput(phase: .up, location: CGPoint(x: 195, y: 200), timestamp: 0.3))
    scroll.alwaysBounceVertical = true
    drag(window, from: CGPoint(x: 195, y: 100), at: 1, duration: 0.2, release: false) { t in
      CGVector(dx: 0, dy: 500 * t)
    }
    #expect(scroll.contentOffset.y < 0)
  }

  @Test func anAnimatedOffsetSpringsThereAndSaysSo() {
    let (window, scroll, log) = scrollScene()
    scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    #expect(scroll.contentOffset.y == 0)
    window.animationEngine.step(frames: 6)
    #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 600)
    settle(window, scroll)
    window.animationEngine.step(frames: 60)
    #expect(scroll.contentOffset.y == 600)
    #expect(log.events == ["didEndScrollingAnimation"])
  }

  @Test func scrollRectToVisibleMovesTheLeastDistance() {
    let (_, scroll, _) = scrollScene()
    scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 44), animated: false)
    #expect(scroll.contentOffset.y == 200)  // its bottom, 1,044, at the bottom edge
    scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 44), animated: false)
    #expect(scroll.contentOffset.y == 200)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 20_000, width: 10, height: 44), animated: false)
    #expect(scroll.contentOffset.y == 9156)  // the end of the content
  }

  @Test func insetsWidenTheRangeAndTheSafeAreaJoinsByBehavior() {
    let (window, scroll, _) = scrollScene()
    scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    #expect(scroll.offsetRange.y == -20...(10_000 + 30 - 844))
    window.screen = UIScreen(device: .iPhone15, size: window.bounds.size)
    scroll.contentOffset = CGPoint(x: 0, y: -20)
    scroll.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 79, left: 0, bottom: 64, right: 0))
    // Resting at the top, it stays at the (new) top.
    #expect(scroll.contentOffset.y == -79)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == scroll.contentInset)
  }

  @Test func theWheelScrollsTheScrollViewUnderThePointerWithinItsRange() {
    let (window, scroll, log) = scrollScene()
    window.handle(
      ScrollWheelInput(
        location: CGPoint(x: 100, y: 100), delta: CGVector(dx: 0, dy: 120), timestamp: 0))
    #expect(scroll.contentOffset.y == 120)
    window.handle(
      ScrollWheelInput(
        location: CGPoint(x: 100, y: 100), delta: CGVector(dx: 0, dy: -500), timestamp: 0.1))
    #expect(scroll.contentOffset.y == 0)
    #expect(log.calls == ["didScroll", "didScroll"])
    scroll.isScrollEnabled = false
    window.handle(
      ScrollWheelInput(
        location: CGPoint(x: 100, y: 100), delta: CGVector(dx: 0, dy: 120), timestamp: 0.2))
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func badValuesWarnOnceAndKeepADefinedState() {
    let (_, scroll, _) = scrollScene()
    let (_, warnings) = capturingWarnings {
      scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
      scroll.contentSize = CGSize(width: -1, height: 100)
      scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
      scroll.scrollRectToVisible(
        CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1), animated: true)
    }
    #expect(warnings.count == 4)
    #expect(warnings[0].contains("setContentOffset") && warnings[1].contains("contentSize"))
    #expect(warnings[2].contains("decelerationRate") && warnings[3].contains("scrollRectToVisible"))
    #expect(scroll.contentOffset == .zero)
    #expect(scroll.contentSize == CGSize(width: 390, height: 10_000))
    #expect(scroll.decelerationRate == .normal)
  }
}
