import Foundation

/// The one object behind every transition (present, dismiss, push, pop, tab switch): the
/// `UIViewControllerContextTransitioning` animators receive, and the state the coordinator
/// reports. What differs between kinds is supplied as `Steps` by whoever starts it.
///
/// Every animation the animator (and every alongside block) starts is recorded by its
/// `driver`, through which every interaction pauses, scrubs and plays them as one.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
  typealias Kind = TransitionTrace.Operation

  /// What a kind of transition does at each step, in the order they are called.
  struct Steps {
    /// `presentationTransitionWillBegin` and the like; alongside blocks registered here
    /// join the transition.
    var willBegin: () -> Void = {}
    /// Puts views and controller relationships where a completed (true) or cancelled
    /// (false) transition leaves them.
    var settle: (Bool) -> Void = { _ in }
    /// `presentationTransitionDidEnd(_:)` and the like.
    var didEnd: (Bool) -> Void = { _ in }
    /// The transition's own bookkeeping, before the "did" appearance callbacks: from here a
    /// new transition may begin, as UIKit lets `viewDidAppear` present or push.
    var ended: () -> Void = {}
    /// The "did" appearance callbacks (and the reversal ones when cancelled).
    var appearanceDid: (Bool) -> Void = { _ in }
    /// The caller's completion (the `present` completion, `didShow`…).
    var completion: (Bool) -> Void = { _ in }

    /// `appearanceDid` for a swap of `from` for `to` (push, pop, tab switch): completed, both
    /// end their appearance transitions; cancelled, each first reverses direction.
    @MainActor
    static func swapAppearanceDid(from: UIViewController, to: UIViewController) -> (Bool) -> Void {
      { completed in
        if completed {
          from.endAppearanceTransition()
          to.endAppearanceTransition()
        } else {
          to.beginAppearanceTransition(false, animated: true)
          to.endAppearanceTransition()
          from.beginAppearanceTransition(true, animated: true)
          from.endAppearanceTransition()
        }
      }
    }
  }

  let kind: Kind
  let engine: AnimationEngine
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  let containerView: UIView
  /// The window's trace, if one watches: every call into user code is recorded on it.
  let trace: TransitionTrace?
  var targetTransform: CGAffineTransform { .identity }

  private(set) var fromController: UIViewController?
  private(set) var toController: UIViewController?
  var fromView: UIView?
  var toView: UIView?
  /// Initial and final frames by controller, in the container's coordinates.
  var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
  var steps = Steps()

  var animator: (any UIViewControllerAnimatedTransitioning)?
  var interactor: (any UIViewControllerInteractiveTransitioning)?
  /// What moves the transition's animations: every interaction drives it through this.
  private(set) lazy var driver = TransitionDriver(context: self)

  /// Seconds, from the animator's `transitionDuration(using:)`.
  var duration: TimeInterval = 0
  var isInteractive = false
  var initiallyInteractive = false
  private(set) var transitionWasCancelled = false
  private(set) var percentComplete: CGFloat = 0
  var isCompleted = false
  /// True once `animateTransition`/`startInteractiveTransition` was called.
  var hasStarted = false

  private(set) lazy var coordinator = TransitionCoordinator(context: self)
  var alongsideBlocks: [AlongsideBlock] = []
  var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Controllers whose `transitionCoordinator` returns this transition's coordinator.
  var participants: [UIViewController] = []
  /// The pending watchdog (`startWatchdog(after:)`), as the engine's token.
  var watchdog: Int?

  struct AlongsideBlock {
    var animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    var completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  }

  init(
    kind: Kind, engine: AnimationEngine, isAnimated: Bool,
    presentationStyle: UIModalPresentationStyle, containerView: UIView,
    from: UIViewController, to: UIViewController, trace: TransitionTrace?
  ) {
    self.kind = kind
    self.trace = trace
    self.engine = engine
    self.isAnimated = isAnimated
    self.presentationStyle = presentationStyle
    self.containerView = containerView
    fromController = from
    toController = to
    super.init()
  }

  /// After completion nothing may keep the controllers alive through a context an
  /// interaction controller or a closure still holds.
  func releaseReferences() {
    fromController = nil
    toController = nil
    fromView = nil
    toView = nil
    frames = [:]
    animator = nil
  }

  // MARK: UIViewControllerContextTransitioning

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: fromController
    case .to: toController
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: fromView
    case .to: toView
    default: nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    frames[ObjectIdentifier(vc)]?.initial ?? .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    frames[ObjectIdentifier(vc)]?.final ?? .zero
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard !isCompleted else { return }
    self.percentComplete = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0
    trace?.recordUpdate(self.percentComplete)
  }

  func finishInteractiveTransition() {
    guard !isCompleted else { return }
    trace?.record(.context, "finishInteractiveTransition")
    endInteraction(cancelled: false)
  }

  func cancelInteractiveTransition() {
    guard !isCompleted else { return }
    trace?.record(.context, "cancelInteractiveTransition")
    transitionWasCancelled = true
    endInteraction(cancelled: true)
  }

  func pauseInteractiveTransition() {
    guard !isCompleted else { return }
    trace?.record(.context, "pauseInteractiveTransition")
    isInteractive = true
    transitionWasCancelled = false
    stopWatchdog()
  }

  private func endInteraction(cancelled: Bool) {
    let wasInteractive = isInteractive
    isInteractive = false
    if wasInteractive {
      let handlers = interactionHandlers
      for handler in handlers {
        trace?.record(.coordinator, "interaction changed handler")
        handler(coordinator)
      }
    }
    let speed = interactor.map { $0.completionSpeed > 0 ? $0.completionSpeed : 1 } ?? 1
    startWatchdog(after: duration / Double(min(speed, 1)))
  }
}
