import Foundation

/// The back swipe (edge and full-screen) and the grab of a running push or pop: when they
/// may begin and how they drive the transition.
extension UINavigationController {
  /// A back swipe begins only with more than one controller, no transition running, a
  /// start within `limit` points of the left edge (when `limit` > 0), a first movement
  /// pointing right (within 45°), and a top controller that allows it. `start` is in
  /// `view`'s coordinates.
  func allowsInteractivePop(start: CGPoint, movement: CGPoint, limit: CGFloat) -> Bool {
    guard stack.count > 1, !isTransitioning, let top = stack.last, !top.interactivePopDisabled
    else { return false }
    guard movement.x > 0, movement.x >= abs(movement.y) else { return false }
    return limit <= 0 || start.x <= limit
  }

  /// Whether the content pop may begin for a touch that went down at `start` (in `view`'s
  /// coordinates) and first moved by `movement`: the pop rules, outside the edge swipe's
  /// zone while that one is enabled, within the top controller's distance to the left edge.
  func allowsContentPop(start: CGPoint, movement: CGPoint) -> Bool {
    guard contentPop.isEnabled, let top = topViewController else { return false }
    if let edge = interactivePopGestureRecognizer, edge.isEnabled, start.x <= edge.edgeZone {
      return false
    }
    return allowsInteractivePop(
      start: start, movement: movement,
      limit: top.interactivePopMaxAllowedInitialDistanceToLeftEdge)
  }

  /// Whether the content pop of the navigation controller around `view` takes `pan`'s drag
  /// (first moved by `movement`) from `view`'s own pan, as iOS 26 lets a scroll view at its
  /// left edge hand a rightward drag to the pop.
  static func contentPopTakes(
    _ pan: UIPanGestureRecognizer, on view: UIView, movement: CGPoint
  ) -> Bool {
    var ancestor = view.superview
    while let current = ancestor {
      if let navigation = current.owningController as? UINavigationController {
        return navigation.allowsContentPop(
          start: pan.startLocation(movement, in: navigation.view), movement: movement)
      }
      ancestor = current.superview
    }
    return false
  }

  /// The action of both back swipes.
  func handleInteractivePop(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      popWidth = view.bounds.width
      popInteraction = beginInteractivePop()
      popInteraction?.update(popRelease(pan), policy: interactivePopDecisionPolicy)
    case .changed:
      popInteraction?.update(popRelease(pan), policy: interactivePopDecisionPolicy)
    case .ended, .cancelled:
      guard let interaction = popInteraction else { return }
      popInteraction = nil
      let release = popRelease(pan)
      interaction.endDrag(release, policy: interactivePopDecisionPolicy, ended: pan.state == .ended)
    default:
      break
    }
  }

  /// The pan as a pop reads it: rightwards, over the width the pop began at.
  private func popRelease(_ pan: UIPanGestureRecognizer) -> TransitionDecisionPolicy.Release {
    TransitionDecisionPolicy.Release(
      pan: pan, in: view, direction: CGVector(dx: 1, dy: 0), distance: max(popWidth, 1))
  }

  /// A press on `view` while a transition that can be grabbed runs holds it at once, as
  /// iOS holds an interruptible animation under a finger.
  func holdTransition() {
    // A zoom is grabbed by the zoomed page's own drag instead (`ZoomInteraction`).
    guard grab == nil, let context = activeContext, !(context.animator is ZoomAnimator),
      let interaction = context.driver.grabbingInteraction(make: makePopInteraction)
    else { return }
    let driver = context.driver
    let heading = driver.isHeadingForEnd
    interaction.pause()
    // A push completes leftwards (the new top slides in from the right), a pop rightwards.
    grab = TransitionGrab(
      interaction: interaction, startProgress: interaction.percentComplete,
      direction: driver.kind == .push ? -1 : 1, finishes: heading)
  }

  /// The press that held a transition ended without dragging it: it goes on its way.
  func letGoOfHeldTransition() {
    guard let grab else { return }
    self.grab = nil
    if grab.finishes { grab.interaction.finish() } else { grab.interaction.cancel() }
  }

  /// The action of `interruptionGestureRecognizer`: the held transition follows the
  /// pointer from where it was pressed, and is released by the decision policy.
  func handleTransitionGrab(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began, .changed:
      guard let grab else { return }
      grab.interaction.update(grabRelease(pan, grab), policy: interactivePopDecisionPolicy)
    case .ended, .cancelled:
      guard let grab else { return }
      self.grab = nil
      let release = grabRelease(pan, grab)
      grab.interaction.endDrag(
        release, policy: interactivePopDecisionPolicy, ended: pan.state == .ended)
    default:
      break
    }
  }

  /// The pan as the grab reads it: from the progress it held, along the way the
  /// transition completes, over the content's width.
  private func grabRelease(_ pan: UIPanGestureRecognizer, _ grab: TransitionGrab)
    -> TransitionDecisionPolicy.Release
  {
    let width = max(contentView.bounds.width, 1)
    let along = pan.translation(in: view).x * grab.direction
    return TransitionDecisionPolicy.Release(
      progress: min(max(grab.startProgress + along / width, 0), 1),
      velocity: pan.velocity(in: view).x * grab.direction, distance: width)
  }

  /// Whether `interruptionGestureRecognizer` may begin: the press holds a transition and
  /// the first movement is horizontal.
  func allowsTransitionGrab(movement: CGPoint) -> Bool {
    grab != nil && abs(movement.x) >= abs(movement.y)
  }
}

/// A running transition held by the pointer.
struct TransitionGrab {
  let interaction: UIPercentDrivenInteractiveTransition
  /// Progress when grabbed, 0…1.
  let startProgress: CGFloat
  /// +1 when dragging right completes the transition (pop), −1 when left does (push).
  let direction: CGFloat
  /// Whether it was heading for the end (true) or back to the start when grabbed.
  let finishes: Bool
}

/// The navigation controller's edge swipe: an edge pan that also obeys the pop rules.
@MainActor
final class InteractivePopEdgeRecognizer: UIScreenEdgePanGestureRecognizer {
  weak var navigation: UINavigationController?

  override func shouldBegin(afterMoving movement: CGPoint) -> Bool {
    guard super.shouldBegin(afterMoving: movement), let navigation else { return false }
    return navigation.allowsInteractivePop(
      start: startLocation(movement, in: navigation.view), movement: movement, limit: 0)
  }
}

/// iOS 26's content pop (FDFullscreenPopGesture's pan): anywhere the edge swipe does not
/// cover (or within the top controller's distance to the left edge), pointing right.
@MainActor
final class ContentPopRecognizer: UIPanGestureRecognizer {
  weak var navigation: UINavigationController?

  override func shouldBegin(afterMoving movement: CGPoint) -> Bool {
    guard let navigation else { return false }
    return navigation.allowsContentPop(
      start: startLocation(movement, in: navigation.view), movement: movement)
  }
}

/// Grabs a running push or pop.
@MainActor
final class TransitionGrabRecognizer: UIPanGestureRecognizer {
  weak var navigation: UINavigationController?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if state == .possible { navigation?.holdTransition() }
  }

  override func shouldBegin(afterMoving movement: CGPoint) -> Bool {
    navigation?.allowsTransitionGrab(movement: movement) ?? false
  }

  override func touchSequenceDidEnd() {
    // Released without dragging (a click), or another gesture took the touch.
    if state != .ended, state != .cancelled { navigation?.letGoOfHeldTransition() }
  }
}

extension UIPanGestureRecognizer {
  /// Where the touch went down, in `view`'s coordinates, from the movement since then.
  func startLocation(_ movement: CGPoint, in view: UIView?) -> CGPoint {
    let current = location(in: nil)
    let start = CGPoint(x: current.x - movement.x, y: current.y - movement.y)
    guard let view, let window = view.window else { return start }
    return view.convert(start, from: window)
  }
}
