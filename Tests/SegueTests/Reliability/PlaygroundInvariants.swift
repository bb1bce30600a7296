import Foundation

@testable import Segue

/// What must hold after every step of a fuzz run, whatever the input: a sound view tree with
/// finite geometry, consistent navigation stacks and presentation chains, at most one
/// transition per container, every transition over within its duration (counted from its
/// start, or from the release of an interactive one), and nothing left behind once it is,
/// every presented view within its container.
/// `check` returns the first violation found, or nil.
@MainActor
struct PlaygroundInvariants {
  /// A transition in flight and when its time started counting.
  private struct Tracked {
    weak var context: TransitionContext?
    var since: TimeInterval
    /// Interactive at the previous check: a release since then happened at this step's time
    /// (events are handled after the clock caught up with them).
    var wasInteractive: Bool
    var everInteractive = false
    var overran = false
  }

  private var tracked: [ObjectIdentifier: Tracked] = [:]
  /// Navigation controllers and presented controllers waiting for their transition to start
  /// (on the next engine tick), and since when.
  private var pending: [ObjectIdentifier: TimeInterval] = [:]
  private var list = DisplayList()
  /// How many transitions were seen in flight, for the run's summary.
  private(set) var transitionsSeen = 0
  /// Transitions seen interactive (a drag or an interaction holding them) at least once.
  private(set) var interactiveSeen = 0
  /// Transitions of the seeds' animators that ran past their duration (a POP spring that
  /// settles later than the 0.5 s its animator declares, as on iOS); the watchdog bounds them.
  private(set) var overrunning = 0
  /// The watchdog completes a transition this long after its duration, so an animator that
  /// never calls `completeTransition(_:)` leaves no stuck screen.
  private let watchdogDelay: TimeInterval = 2

  /// Forgets everything about the previous window (the playground switched scenes).
  mutating func reset() {
    tracked = [:]
    pending = [:]
  }

  mutating func check(_ window: UIWindow, drawing: Bool) -> String? {
    let now = window.animationEngine.clock.hostTime
    var views: [UIView] = []
    if let problem = walkViews(window, into: &views) { return problem }
    var controllers: [UIViewController] = []
    if let problem = walkControllers(window.rootViewController, into: &controllers) {
      return problem
    }
    // Controllers whose views are on screen but not reachable (leaving in a transition).
    var known = Set(controllers.map(ObjectIdentifier.init))
    for view in views {
      if let owner = view.owningController, known.insert(ObjectIdentifier(owner)).inserted {
        controllers.append(owner)
      }
    }
    for controller in controllers {
      if let problem = checkLinks(of: controller) { return problem }
    }
    let navigations = controllers.compactMap { $0 as? UINavigationController }
    for navigation in navigations {
      if let problem = checkStack(of: navigation) { return problem }
    }
    let contexts = inFlight(controllers, navigations)
    if let problem = checkContainers(contexts) { return problem }
    if let problem = checkDeadlines(contexts, now: now) { return problem }
    let waiting = updatePending(controllers, navigations, now: now)
    if let problem = waiting.problem { return problem }
    if contexts.isEmpty, !waiting.any {
      if let problem = checkAtRest(window, controllers, navigations) { return problem }
    }
    if drawing { return checkDisplayList(window) }
    return nil
  }

  // MARK: Views

  private func walkViews(_ root: UIView, into views: inout [UIView]) -> String? {
    var seen: Set<ObjectIdentifier> = []
    var stack = [root]
    while let view = stack.popLast() {
      guard seen.insert(ObjectIdentifier(view)).inserted else {
        return "\(describe(view)) appears twice in the view tree"
      }
      views.append(view)
      if let problem = finiteProblem(view) { return problem }
      for subview in view.subviews {
        guard subview.superview === view else {
          return "\(describe(subview)) is a subview of \(describe(view)) but its superview is "
            + (subview.superview.map(describe) ?? "nil")
        }
        stack.append(subview)
      }
    }
    return nil
  }

  private func finiteProblem(_ view: UIView) -> String? {
    for (label, shown) in [("model", modelValues(view)), ("presentation", view.presentation())] {
      let numbers: [CGFloat] = [
        shown.center.x, shown.center.y, shown.bounds.origin.x, shown.bounds.origin.y,
        shown.bounds.width, shown.bounds.height, shown.transform.a, shown.transform.b,
        shown.transform.c, shown.transform.d, shown.transform.tx, shown.transform.ty,
        shown.alpha, shown.cornerRadius,
      ]
      if numbers.contains(where: { !$0.isFinite }) {
        return "\(describe(view)) has a non-finite \(label) value: \(shown)"
      }
    }
    return nil
  }

  private func modelValues(_ view: UIView) -> ViewPresentation {
    ViewPresentation(
      center: view.center, bounds: view.bounds, transform: view.transform, alpha: view.alpha,
      backgroundColor: view.backgroundColor, cornerRadius: view.layer.cornerRadius)
  }

  // MARK: Controllers

  /// Children and presented controllers from the root, each reached once.
  private func walkControllers(
    _ root: UIViewController?, into controllers: inout [UIViewController]
  ) -> String? {
    var seen: Set<ObjectIdentifier> = []
    var stack = root.map { [$0] } ?? []
    while let controller = stack.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else {
        return "\(describe(controller)) is reached twice (child and presented, or two parents)"
      }
      controllers.append(controller)
      stack.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { stack.append(presented) }
    }
    return nil
  }

  private func checkLinks(of controller: UIViewController) -> String? {
    let name = describe(controller)
    if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
      return "\(name) names \(describe(parent)) as parent, which does not list it as a child"
    }
    for child in controller.children where child.parent !== controller {
      return "\(describe(child)) is a child of \(name) but its parent is "
        + (child.parent.map(describe) ?? "nil")
    }
    if let view = controller.viewIfLoaded, let superview = view.superview,
      !superview.subviews.contains(where: { $0 === view })
    {
      return "\(name)'s view names a superview that does not hold it"
    }
    if let presented = controller.presentedViewController {
      guard presented.presentingViewController === controller else {
        return "\(name) presents \(describe(presented)), whose presentingViewController is "
          + (presented.presentingViewController.map(describe) ?? "nil")
      }
      guard presented.parent == nil else {
        return
          "\(describe(presented)) is presented and also a child of \(describe(presented.parent!))"
      }
      if let presentation = presented.activePresentationController,
        presentation.presentedViewController !== presented
          || presentation.presentingViewController !== controller
      {
        return "\(describe(presented))'s presentation controller names other controllers"
      }
    }
    if let presenting = controller.presentingViewController,
      presenting.presentedViewController !== controller
    {
      return "\(name) is presented by \(describe(presenting)), which presents "
        + (presenting.presentedViewController.map(describe) ?? "nothing")
    }
    return nil
  }

  private func checkStack(of navigation: UINavigationController) -> String? {
    let stack = navigation.viewControllers
    let name = describe(navigation)
    guard Set(stack.map(ObjectIdentifier.init)).count == stack.count else {
      return "\(name)'s stack holds a controller twice: \(stack.map(describe))"
    }
    for controller in stack where controller.parent !== navigation {
      return "\(describe(controller)) is on \(name)'s stack but its parent is "
        + (controller.parent.map(describe) ?? "nil")
    }
    for controller in stack where controller.presentingViewController != nil {
      return "\(describe(controller)) is on \(name)'s stack and presented"
    }
    return nil
  }

  // MARK: Transitions

  /// Every transition the controllers take part in, each once.
  private func inFlight(
    _ controllers: [UIViewController], _ navigations: [UINavigationController]
  ) -> [TransitionContext] {
    var contexts: [TransitionContext] = []
    let candidates =
      controllers.compactMap(\.activeTransition) + navigations.compactMap(\.activeContext)
    for context in candidates where !contexts.contains(where: { $0 === context }) {
      contexts.append(context)
    }
    return contexts
  }

  private func checkContainers(_ contexts: [TransitionContext]) -> String? {
    for context in contexts where context.isCompleted {
      return "a completed \(context.kind.rawValue) transition is still some controller's "
        + "activeTransition"
    }
    var containers: Set<ObjectIdentifier> = []
    for context in contexts {
      guard containers.insert(ObjectIdentifier(context.containerView)).inserted else {
        return "two transitions run in one container (\(contexts.map(\.kind.rawValue)))"
      }
    }
    return nil
  }

  /// A transition may run for its duration (at the completion speed) from its start, or
  /// from the release of its interaction; an animator that never completes gets the 2 s
  /// of the watchdog on top.
  private mutating func checkDeadlines(_ contexts: [TransitionContext], now: TimeInterval)
    -> String?
  {
    tracked = tracked.filter { $0.value.context.map { !$0.isCompleted } ?? false }
    for context in contexts {
      let id = ObjectIdentifier(context)
      if tracked[id] == nil {
        tracked[id] = Tracked(context: context, since: now, wasInteractive: false)
        transitionsSeen += 1
      }
      if context.isInteractive || tracked[id]!.wasInteractive || !context.hasStarted {
        tracked[id]?.since = now
      }
      if context.isInteractive, !tracked[id]!.everInteractive {
        tracked[id]?.everInteractive = true
        interactiveSeen += 1
      }
      tracked[id]?.wasInteractive = context.isInteractive
      let speed = context.interactor.map { $0.completionSpeed > 0 ? $0.completionSpeed : 1 } ?? 1
      let allowance = context.duration / Double(min(speed, 1))
      let since = tracked[id]!.since
      guard now > since + allowance + 1e-6 else { continue }
      if keepsToItsDuration(context.animator) || now > since + allowance + watchdogDelay + 1e-6 {
        return "a \(context.kind.rawValue) transition of \(context.duration) s, running since "
          + "\(since) s (start or release), is still running at \(now) s"
      }
      if !tracked[id]!.overran {
        tracked[id]?.overran = true
        overrunning += 1
      }
    }
    return nil
  }

  /// Segue's own animators, and the fuzzer's that call `completeTransition`, end on time;
  /// an animator that never calls it, or a seed's whose animations outlast the duration it
  /// declares, is ended by the watchdog at the latest.
  private func keepsToItsDuration(_ animator: (any UIViewControllerAnimatedTransitioning)?)
    -> Bool
  {
    if let fuzz = animator as? FuzzAnimator { return fuzz.completion != .never }
    return animator is DefaultModalAnimator || animator is DefaultNavigationAnimator
      || animator is ImmediateAnimator
  }

  /// A push, pop, present or dismiss that was asked for starts on the next engine tick.
  private mutating func updatePending(
    _ controllers: [UIViewController], _ navigations: [UINavigationController],
    now: TimeInterval
  ) -> (any: Bool, problem: String?) {
    var waiting: [(UIViewController, String)] = []
    for navigation in navigations where navigation.isTransitioning {
      if navigation.activeContext.map({ $0.isCompleted }) ?? true {
        waiting.append((navigation, "navigation transition"))
      }
    }
    for controller in controllers where controller.isBeingPresented || controller.isBeingDismissed {
      if controller.activeTransition.map({ $0.isCompleted }) ?? true {
        waiting.append((controller, controller.isBeingPresented ? "presentation" : "dismissal"))
      }
    }
    var next: [ObjectIdentifier: TimeInterval] = [:]
    for (controller, what) in waiting {
      let since = pending[ObjectIdentifier(controller)] ?? now
      if now > since {
        return (
          true,
          "the \(what) of \(describe(controller)), asked for at \(since) s, has not "
            + "started by \(now) s"
        )
      }
      next[ObjectIdentifier(controller)] = since
    }
    pending = next
    return (!waiting.isEmpty, nil)
  }

  // MARK: At rest

  /// With no transition running or waiting: each stack shows exactly its top, and the
  /// window holds only the root's view, the presentation containers of the chain, and
  /// views of controllers it knows.
  private func checkAtRest(
    _ window: UIWindow, _ controllers: [UIViewController],
    _ navigations: [UINavigationController]
  ) -> String? {
    for navigation in navigations where navigation.isViewLoaded {
      let shown = navigation.contentView.subviews
      guard let top = navigation.topViewController, shown.count == 1, shown[0] === top.viewIfLoaded
      else {
        return "\(describe(navigation)) at rest shows \(shown.map(describe)), not its top "
          + (navigation.topViewController.map(describe) ?? "nil")
      }
      let children = Set(navigation.children.map(ObjectIdentifier.init))
      guard children == Set(navigation.viewControllers.map(ObjectIdentifier.init)) else {
        return "\(describe(navigation)) at rest has children \(navigation.children.map(describe)) "
          + "but stack \(navigation.viewControllers.map(describe))"
      }
    }
    let known = Set(controllers.compactMap(\.viewIfLoaded).map(ObjectIdentifier.init))
    for view in window.subviews {
      if let container = view as? TransitionContainerView {
        guard let presentation = container.presentationController,
          presentation.presentedViewController.activePresentationController === presentation,
          presentation.presentedViewController.presentingViewController != nil
        else { return "a presentation container is left in the window after its presentation" }
        // A full-screen presentation above takes the presented view off screen.
        let covered =
          presentation.presentedViewController.presentedViewController?
          .activePresentationController?.shouldRemovePresentersView == true
        guard covered || presentation.presentedView?.isDescendant(of: container) ?? true else {
          return "\(describe(presentation.presentedViewController))'s view is not in its container"
        }
        // Still presented, yet wholly out of its container, it can be neither seen nor
        // dismissed (a cancelled dismissal that played forwards left the card so); but a
        // sheet follows a finger held below the window, and in a window a few points across
        // a sheet's layout (a sheet behind another pushed up) has no room.
        let dragged = (presentation as? UISheetPresentationController)?.drag?.isActive == true
        let roomy = container.bounds.width >= 100 && container.bounds.height >= 100
        if !covered, !dragged, roomy, let presented = presentation.presentedView,
          presented.isDescendant(of: container),
          !presented.convert(presented.bounds, to: container).intersects(container.bounds)
        {
          return "\(describe(presentation.presentedViewController)) is presented but its view "
            + "lies outside its container, at \(presented.convert(presented.bounds, to: container))"
        }
      } else if !known.contains(ObjectIdentifier(view)) {
        return "\(describe(view)) is left in the window and belongs to no controller on screen"
      }
    }
    for controller in controllers where controller.presentingViewController != nil {
      guard let container = controller.activePresentationController?.containerView,
        container.superview === window
      else { return "\(describe(controller)) is presented but its container is not in the window" }
    }
    return nil
  }

  // MARK: Pixels

  private mutating func checkDisplayList(_ window: UIWindow) -> String? {
    list.build(from: window)
    return Self.nonFiniteNumber(in: list)
  }

  private func describe(_ object: AnyObject) -> String {
    if let fuzz = object as? FuzzController { return "FuzzController #\(fuzz.serial)" }
    return "\(type(of: object))"
  }
}
