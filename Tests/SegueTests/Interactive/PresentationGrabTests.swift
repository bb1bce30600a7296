import Foundation
import Testing

@testable import Segue

/// Issue 5, point 6, for a custom presentation: a transition that starts on its own
/// (`wantsInteractiveStart = false`, an interruptible animator) is grabbed with the pointer
/// by the app's own pan, scrubbed, flung, and grabbed again while it completes, as often as
/// the user likes, with nothing but UIKit's public API.
@MainActor
struct PresentationGrabTests {
  let rig = PresentationGrabRig()

  /// Three grabs in one presentation, the last flung up: it is presented.
  @Test func grabScrubFlingAndGrabAgainUntilItIsPresented() {
    rig.startPresenting()
    #expect(rig.decisions == [])

    rig.grab(from: 700, dragBy: -150, fling: -1200)
    #expect(rig.decisions == [true], "flung up: finishes")
    for _ in 0..<3 { rig.frame() }
    #expect(rig.isTransitioning, "still completing")

    rig.grab(from: 500, dragBy: 120, fling: 1200)
    #expect(rig.decisions == [true, false], "flung down: cancels")
    for _ in 0..<3 { rig.frame() }
    #expect(rig.isTransitioning, "still going back")

    rig.grab(from: 600, dragBy: -100, fling: -1200)
    #expect(rig.decisions == [true, false, true])
    rig.settle()

    #expect(rig.presentCompletions == 1)
    #expect(rig.count("animationEnded(true)") == 1)
    #expect(rig.count("animationEnded(false)") == 0)
    #expect(rig.count("animator completion") == 1)
    #expect(rig.count("Q.viewWillAppear") == 1)
    #expect(rig.count("Q.viewDidAppear") == 1)
    #expect(rig.count("Q.viewWillDisappear") == 0)
    #expect(rig.count("Q.viewDidDisappear") == 0)
    #expect(rig.count("P.viewWillDisappear") == 0, "a custom presentation keeps P's view")
    #expect(rig.presenter.presentedViewController === rig.presented)
    #expect(rig.presented.presentingViewController === rig.presenter)
    #expect(rig.presented.view.frame == rig.window.bounds)
    #expect(rig.presented.view.presentation().frame == rig.window.bounds)
    let container = rig.presented.view.superview
    #expect(container?.subviews.count == 1, "no orphans in the container")
    #expect(container?.subviews.first === rig.presented.view)
    #expect(rig.window.subviews.count == 2)
    #expect(rig.window.subviews.first === rig.presenter.view)
    #expect(rig.window.subviews.last === container)
    #expect(rig.presenter.transitionCoordinator == nil)
  }

  /// Three grabs in one presentation, the last flung down: it is not presented after all.
  @Test func grabScrubFlingAndGrabAgainUntilItIsCancelled() {
    rig.startPresenting()
    rig.grab(from: 700, dragBy: -100, fling: 1200)
    #expect(rig.decisions == [false])
    for _ in 0..<3 { rig.frame() }
    #expect(rig.isTransitioning)

    rig.grab(from: 650, dragBy: -200, fling: -1200)
    #expect(rig.decisions == [false, true])
    for _ in 0..<3 { rig.frame() }
    #expect(rig.isTransitioning)

    rig.grab(from: 300, dragBy: 150, fling: 1200)
    #expect(rig.decisions == [false, true, false])
    rig.settle()

    #expect(rig.presentCompletions == 0, "present's completion runs only when presented")
    #expect(rig.count("animationEnded(false)") == 1)
    #expect(rig.count("animationEnded(true)") == 0)
    #expect(rig.count("animator completion") == 1)
    #expect(rig.count("Q.viewWillAppear") == 1)
    #expect(rig.count("Q.viewDidAppear") == 0)
    #expect(rig.count("Q.viewWillDisappear") == 1)
    #expect(rig.count("Q.viewDidDisappear") == 1)
    #expect(rig.presenter.presentedViewController == nil)
    #expect(rig.presented.presentingViewController == nil)
    #expect(rig.presented.view.superview == nil)
    #expect(rig.window.subviews == [rig.presenter.view], "the container is gone")
    #expect(rig.presenter.transitionCoordinator == nil)
  }

  /// Untouched, it is the plain non-interactive presentation: 0.5 s, linear.
  @Test func withoutAGrabItPresentsOnItsOwn() {
    rig.startPresenting()
    rig.settle()
    #expect(rig.decisions == [])
    #expect(rig.presentCompletions == 1)
    #expect(rig.count("animationEnded(true)") == 1)
    #expect(rig.presenter.presentedViewController === rig.presented)
    #expect(rig.presented.view.presentation().frame == rig.window.bounds)
  }
}

/// A 400×800 window whose root controller P presents Q (`.custom`) through this delegate:
/// an interruptible slide-up animator and a percent-driven interaction that starts
/// non-interactively. Q's view carries the app's pan, which grabs the running transition
/// the way an iOS app does. Events are stamped at the time of the frame they land in, then
/// the window's engine steps that frame (1/60 s).
@MainActor
final class PresentationGrabRig: NSObject, UIViewControllerTransitioningDelegate {
  let log = CallLog()
  let presenter: LoggingController
  let presented: LoggingController
  let window: UIWindow
  let interaction = UIPercentDrivenInteractiveTransition()
  private(set) var pan: UIPanGestureRecognizer!
  /// The interaction's progress when the current grab began.
  private var startProgress: CGFloat = 0
  /// finishOrCancel's answer at each release.
  private(set) var decisions: [Bool] = []
  private(set) var presentCompletions = 0
  /// Where the pointer was when the pan began, and Q's drawn minY then.
  private(set) var began: (pointer: CGFloat, minY: CGFloat)?

  var engine: AnimationEngine { window.animationEngine }
  var now: TimeInterval { engine.clock.now }
  /// Q's top as drawn.
  var minY: CGFloat { presented.view.presentation().frame.minY }
  var isTransitioning: Bool { presenter.transitionCoordinator != nil }
  var isInteractive: Bool { presenter.transitionCoordinator?.isInteractive == true }

  override init() {
    presenter = LoggingController("P", log: log)
    presented = LoggingController("Q", log: log)
    window = makeWindow(root: presenter)
    super.init()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = self
    interaction.wantsInteractiveStart = false
    pan = UIPanGestureRecognizer(target: self) { [unowned self] g in self.handlePan(g) }
    presented.view.addGestureRecognizer(pan)
    engine.step()
  }

  func count(_ entry: String) -> Int { log.entries.filter { $0 == entry }.count }

  // MARK: The app's pan handler, as on iOS

  func handlePan(_ g: UIPanGestureRecognizer) {
    let container = presented.view.superview
    let height = max(container?.bounds.height ?? 1, 1)
    switch g.state {
    case .began:
      interaction.pause()
      startProgress = interaction.percentComplete
      g.setTranslation(.zero, in: container)
      began = (g.location(in: nil).y, minY)
    case .changed:
      // Dragging up presents: the view follows the pointer.
      interaction.update(startProgress - g.translation(in: container).y / height)
    case .ended, .cancelled:
      let release = TransitionDecisionPolicy.Release(
        progress: interaction.percentComplete, velocity: -g.velocity(in: container).y,
        distance: height)
      decisions.append(interaction.finishOrCancel(release, policy: .projected()))
    default:
      break
    }
  }

  // MARK: UIViewControllerTransitioningDelegate

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { SlideUpAnimator(log: log) }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }

  // MARK: Driving it

  /// One frame: the event (if any) at the next frame's time, then the frame.
  func frame(_ phase: PointerInput.Phase? = nil, y: CGFloat = 0) {
    if let phase {
      window.handle(
        PointerInput(phase: phase, location: CGPoint(x: 200, y: y), timestamp: now + 1.0 / 60))
    }
    engine.step()
  }

  /// Presents Q and checks that it moves on its own, non-interactively, for 10 frames.
  func startPresenting() {
    presenter.present(presented, animated: true) { [unowned self] in presentCompletions += 1 }
    frame()
    #expect(isTransitioning)
    #expect(!isInteractive, "wantsInteractiveStart = false: it starts on its own")
    var last = minY
    for _ in 0..<9 {
      frame()
      #expect(minY < last, "rising on its own: \(minY) after \(last)")
      last = minY
    }
    #expect(!isInteractive)
  }

  /// A grab: presses at `y`, moves 12 pt down to begin the pan, drags by `dragBy` over
  /// 0.5 s, holds still for 10 frames, then flings at `fling` points per second (positive
  /// down) for 8 frames and releases mid-motion. Checks that the grab holds the transition
  /// where it was, that Q then follows the pointer exactly, and that the release carries the
  /// fling on without a jump.
  func grab(from y: CGFloat, dragBy distance: CGFloat, fling: CGFloat) {
    began = nil
    #expect(isTransitioning)
    #expect(!isInteractive, "running on its own before the grab")
    frame(.down, y: y)
    var pointer = y + 12
    let before = minY
    frame(.move, y: pointer)
    guard let grabbed = began else {
      Issue.record("the pan did not begin")
      return
    }
    #expect(isInteractive, "grabbed")
    #expect(minY == before, "stopped where it was: \(minY) vs \(before)")
    #expect(grabbed.minY == before)
    let offset = grabbed.minY - grabbed.pointer
    func follows(_ context: String) {
      #expect(isClose(minY - pointer, offset, within: 1e-6), "\(context): \(minY) vs \(pointer)")
    }
    for i in 1...30 {
      pointer = y + 12 + distance * CGFloat(i) / 30
      frame(.move, y: pointer)
      follows("drag")
    }
    for _ in 0..<10 {
      frame(.move, y: pointer)
      follows("hold")
    }
    #expect(isInteractive)
    let perFrame = fling / 60
    for _ in 0..<8 {
      pointer += perFrame
      frame(.move, y: pointer)
      follows("fling")
    }
    let released = minY
    window.handle(PointerInput(phase: .up, location: CGPoint(x: 200, y: pointer), timestamp: now))
    #expect(!isInteractive, "released")
    #expect(minY == released, "no jump at the release")
    // The speed at the instant after the release (1 ms of engine time) is the fling's:
    // it may then speed up to arrive within the remaining duration, but it starts at
    // the pointer's speed.
    let releaseTime = now
    engine.tick(to: releaseTime + 0.001)
    let instant = (minY - released) / 0.001
    #expect(
      abs(instant - fling) <= 0.05 * abs(fling),
      "carries on at the fling's speed: \(instant) vs \(fling) pt/s")
    engine.tick(to: releaseTime + 1.0 / 60)
    let step = minY - released
    #expect(
      step / perFrame >= 0.95 && step / perFrame <= 1.25,
      "first frame after the release: \(step) pt vs \(perFrame) pt per frame")
  }

  /// Steps until the transition is over (at most `limit` frames), then one more frame.
  func settle(limit: Int = 240) {
    var count = 0
    while isTransitioning, count < limit {
      frame()
      count += 1
    }
    #expect(!isTransitioning, "settled")
    frame()
  }
}

/// Slides the presented view up from below the container, in one property animator that
/// `interruptibleAnimator(using:)` hands out (the same one every time), as WWDC 2016's
/// "Advances in UIKit Animations and Transitions" recommends.
@MainActor
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: CallLog
  private var animator: UIViewPropertyAnimator?

  init(log: CallLog) { self.log = log }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using context: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let container = context.containerView
    let view = context.view(forKey: .to)!
    let final = context.finalFrame(for: context.viewController(forKey: .to)!)
    view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
    container.addSubview(view)
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.frame = final }
    animator.addCompletion { [log] _ in
      log.add("animator completion")
      context.completeTransition(!context.transitionWasCancelled)
    }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log.add("animationEnded(\(transitionCompleted))")
  }
}
