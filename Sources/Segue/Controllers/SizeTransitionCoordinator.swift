import Foundation

/// The coordinator `viewWillTransition(to:with:)` and `willTransition(to:with:)` receive when
/// a window changes size (`UIWindow.resize(to:scale:duration:)`). Blocks added before the
/// change run inside the one animation block that applies it, so they animate with the
/// window's layout over `transitionDuration`, ease-in-out, on the window's clock; blocks
/// added later join for the time left. It is never interactive or cancelled, names no
/// controllers or views (`viewController(forKey:)` is nil) and its transform is identity,
/// as for a resize (not a rotation).
@MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  private enum Phase { case collecting, applying, animating, completed }

  /// Weak: the window's engine holds this coordinator until the animation ends, and a
  /// window dropped meanwhile (a scene switch) must not be kept alive by it.
  private weak var window: UIWindow?
  let transitionDuration: TimeInterval
  private var blocks: [TransitionContext.AlongsideBlock] = []
  private var phase = Phase.collecting
  /// The window's clock when the change was applied, in seconds.
  private var start: TimeInterval = 0

  init(window: UIWindow, duration: TimeInterval) {
    self.window = window
    transitionDuration = duration
    super.init()
  }

  var isAnimated: Bool { transitionDuration > 0 }
  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var percentComplete: CGFloat { phase == .completed ? 1 : 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// A detached view once the window is gone: nothing will be shown in it.
  var containerView: UIView { window ?? UIView() }
  var targetTransform: CGAffineTransform { .identity }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    switch phase {
    case .collecting:
      blocks.append(.init(animation: animation, completion: completion))
    case .applying:
      // Inside the animation block (an alongside block adding another): it joins as is.
      animation?(self)
      blocks.append(.init(animation: nil, completion: completion))
    case .animating:
      guard let engine = window?.animationEngine else { return false }
      let left = max(start + transitionDuration - engine.clock.now, 0)
      if let animation {
        engine.perform {
          UIView.animate(
            withDuration: left, delay: 0, options: [.curveEaseInOut],
            animations: { animation(self) })
        }
      }
      blocks.append(.init(animation: nil, completion: completion))
    case .completed:
      return false
    }
    return true
  }

  /// A size change is never interactive: `handler` is never called.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  /// Runs `change` and the alongside animations in one animation block of the coordinator's
  /// duration; the completions run when it ends.
  func run(_ change: @escaping () -> Void) {
    guard let engine = window?.animationEngine else { return }
    phase = .applying
    start = engine.clock.now
    engine.perform {
      UIView.animate(
        withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
        animations: {
          change()
          for block in self.blocks { block.animation?(self) }
        },
        completion: { _ in
          self.phase = .completed
          for block in self.blocks { block.completion?(self) }
          self.blocks.removeAll()
        })
    }
    if phase == .applying { phase = .animating }
  }
}
