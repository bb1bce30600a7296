import Foundation

/// The zoomed controller's drag, from its zoom-in until its zoom-out: a drag down or
/// sideways on its view pops or dismisses it, the zoom shrinking back towards the source
/// with the finger (percent-driven over half the view's extent along the drag) while the
/// page follows the finger in x and y (`ZoomAnimator.follow`), and a
/// press on a zoom in flight, either way, holds it, so a drag then scrubs it. The release
/// decides by `TransitionDecisionPolicy.projected()` (the velocity rule) and carries its
/// speed into the rest; a press let go without a drag lets the zoom go on its way.
/// `ZoomOptions.interactiveDismissShouldBegin` may refuse either.
@MainActor
final class ZoomInteraction {
  private weak var zoomed: UIViewController?
  /// The controller the zoom came from, so the zoom back asks its provider with it.
  private(set) weak var sourceController: UIViewController?
  let pan = ZoomPanRecognizer()
  private var grip: Grip?

  /// The transition in the finger's hold.
  private struct Grip {
    let interaction: UIPercentDrivenInteractiveTransition
    /// Progress when taken, 0…1.
    let startProgress: CGFloat
    /// +1 when the transition's end is the small zoom (a pop or dismissal), −1 when it is
    /// the large one (a push or present grabbed mid-flight).
    let shrinks: CGFloat
    /// Whether the transition was heading for its end when grabbed.
    let finishes: Bool
    /// The unit direction of the drag (down, left or right), set by its first movement.
    var direction = CGVector(dx: 0, dy: 1)
    /// Points of drag along `direction` for the whole transition.
    var distance: CGFloat = 1
  }

  private init(zoomed: UIViewController, source: UIViewController) {
    self.zoomed = zoomed
    sourceController = source
    pan.maximumNumberOfTouches = 1
    pan.owner = self
    pan.addTarget(self) { [weak self] pan in self?.handle(pan) }
  }

  /// Gives `zoomed` its drag at the start of its zoom-in.
  static func attach(to zoomed: UIViewController, source: UIViewController) {
    if let existing = zoomed.zoomInteraction {
      existing.sourceController = source
      return
    }
    let interaction = ZoomInteraction(zoomed: zoomed, source: source)
    zoomed.zoomInteraction = interaction
    zoomed.view.addGestureRecognizer(interaction.pan)
  }

  /// Takes the drag off once the controller is zoomed out (or its zoom-in cancelled).
  static func detach(from zoomed: UIViewController) {
    guard let interaction = zoomed.zoomInteraction else { return }
    interaction.pan.view?.removeGestureRecognizer(interaction.pan)
    zoomed.zoomInteraction = nil
  }

  /// The zoom of this controller in flight, if any.
  private var zoom: ZoomAnimator? {
    (zoomed?.activeTransition?.animator as? ZoomAnimator).flatMap {
      $0.zoomed === zoomed ? $0 : nil
    }
  }

  private var options: UIViewController.Transition.ZoomOptions? {
    zoomed?.preferredTransition?.zoom?.options
  }

  private func allows(willBegin: Bool) -> Bool {
    guard let zoomed, let ask = options?.interactiveDismissShouldBegin else { return true }
    let velocity = pan.velocity(in: zoomed.view)
    return ask(
      UIViewController.Transition.ZoomOptions.InteractionContext(
        location: pan.location(in: zoomed.view),
        velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: willBegin))
  }

  /// A touch landed: a zoom of this controller in flight stops under it.
  func hold() {
    guard grip == nil, let zoom, let context = zoomed?.activeTransition,
      allows(willBegin: false),
      let interaction = context.driver.grabbingInteraction(
        make: UIPercentDrivenInteractiveTransition.init)
    else { return }
    let heading = !context.transitionWasCancelled
    interaction.pause()
    grip = Grip(
      interaction: interaction, startProgress: interaction.percentComplete,
      shrinks: zoom.zoomsIn ? -1 : 1, finishes: heading)
  }

  /// Whether the pan begins after its first `movement` (window points): down or sideways,
  /// holding a zoom in flight or starting the way back.
  func mayBegin(afterMoving movement: CGPoint) -> Bool {
    guard let zoomed else { return false }
    let direction: CGVector
    if movement.y > 0, movement.y >= abs(movement.x) {
      direction = CGVector(dx: 0, dy: 1)
    } else if abs(movement.x) > abs(movement.y) {
      direction = CGVector(dx: movement.x > 0 ? 1 : -1, dy: 0)
    } else {
      return false
    }
    if grip == nil {
      guard zoomed.activeTransition == nil, allows(willBegin: true),
        let interaction = startGoingBack(zoomed)
      else { return false }
      grip = Grip(interaction: interaction, startProgress: 0, shrinks: 1, finishes: false)
    }
    let size = zoomed.view.bounds.size
    grip?.direction = direction
    grip?.distance = max((direction.dy != 0 ? size.height : size.width) / 2, 1)
    return true
  }

  /// Pops or dismisses `zoomed` driven by a new interaction, or nil when it cannot go.
  private func startGoingBack(_ zoomed: UIViewController) -> UIPercentDrivenInteractiveTransition? {
    if let navigation = zoomed.navigationController, navigation.topViewController === zoomed {
      return navigation.beginInteractivePop()
    }
    guard zoomed.presenter != nil, zoomed.presentedViewController == nil else {
      return nil
    }
    let interaction = UIPercentDrivenInteractiveTransition()
    zoomed.pendingDismissalInteraction = interaction
    zoomed.dismiss(animated: true)
    guard zoomed.isBeingDismissed else {
      zoomed.pendingDismissalInteraction = nil
      return nil
    }
    return interaction
  }

  private func handle(_ pan: UIPanGestureRecognizer) {
    guard let grip else { return }
    switch pan.state {
    case .began, .changed:
      // Reported with the policy its release applies, for the playground's inspector.
      let release = release(of: pan, grip)
      grip.interaction.update(release, policy: .projected())
      zoom?.follow(pan.translation(in: nil), from: grip.startProgress, at: release.progress)
    case .ended, .cancelled:
      self.grip = nil
      let release = release(of: pan, grip)
      grip.interaction.endDrag(release, policy: .projected(), ended: pan.state == .ended)
      zoom?.letGo()
    default:
      break
    }
  }

  /// The drag as the zoom reads it: along its direction, from where the grip started,
  /// shrinking the page the way the zoom runs back; progress within 0…1, as the
  /// interaction holds it.
  private func release(of pan: UIPanGestureRecognizer, _ grip: Grip)
    -> TransitionDecisionPolicy.Release
  {
    let translation = pan.translation(in: nil)
    let velocity = pan.velocity(in: nil)
    let along = translation.x * grip.direction.dx + translation.y * grip.direction.dy
    let progress = grip.startProgress + grip.shrinks * along / grip.distance
    return TransitionDecisionPolicy.Release(
      progress: min(max(progress, 0), 1),
      velocity: grip.shrinks * (velocity.x * grip.direction.dx + velocity.y * grip.direction.dy),
      distance: grip.distance)
  }

  /// The touch ended without a drag: a held zoom goes on its way.
  func letGo() {
    guard let grip else { return }
    self.grip = nil
    if grip.finishes { grip.interaction.finish() } else { grip.interaction.cancel() }
  }
}

/// The zoomed page's pan: holds a zoom in flight at the touch, begins down or sideways.
@MainActor
final class ZoomPanRecognizer: UIPanGestureRecognizer {
  weak var owner: ZoomInteraction?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if state == .possible { owner?.hold() }
  }

  override func shouldBegin(afterMoving movement: CGPoint) -> Bool {
    owner?.mayBegin(afterMoving: movement) ?? false
  }

  override func touchSequenceDidEnd() {
    if state != .ended, state != .cancelled { owner?.letGo() }
  }
}
