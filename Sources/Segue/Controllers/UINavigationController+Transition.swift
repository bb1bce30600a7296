import Foundation

/// How the stack changes: at once for the model, on the next frame for the views, with the
/// delegate's animator (or the default slide) and interaction controller.
extension UINavigationController {
  /// Changes the stack to `newStack`; returns the controllers removed, or nil when refused.
  @discardableResult
  func change(
    to newStack: [UIViewController], operation: Operation, animated: Bool, caller: String
  ) -> [UIViewController]? {
    guard !isTransitioning else {
      Diagnostics.warn("\(caller) while a navigation transition is in progress; ignored")
      return nil
    }
    let old = stack
    let from = old.last
    let removed = old.filter { controller in !newStack.contains { $0 === controller } }
    let added = newStack.filter { controller in !old.contains { $0 === controller } }
    for controller in added { addChild(controller) }
    for controller in removed { controller.willMove(toParent: nil) }
    stack = newStack
    guard let to = newStack.last, let from, from !== to else {
      // No visible change of top (or a first controller): swap without a transition.
      finishWithoutTransition(from: from, to: newStack.last, added: added, removed: removed)
      return removed
    }
    guard animated, isViewLoaded, let window = view.window else {
      finishWithoutTransition(from: from, to: to, added: added, removed: removed)
      return removed
    }
    isTransitioning = true
    to.isMovingToParent = added.contains { $0 === to }
    from.isMovingFromParent = removed.contains { $0 === from }
    let engine = window.animationEngine
    let pending = PendingTransitionCoordinator(
      from: from, to: to, style: .none, containerView: view, controllers: [self, from, to])
    engine.enqueue { [self] in
      defer { withExtendedLifetime(pending) {} }
      runTransition(
        operation: operation, from: from, to: to, old: old, added: added, removed: removed,
        engine: engine)
    }
    return removed
  }

  private func finishWithoutTransition(
    from: UIViewController?, to: UIViewController?, added: [UIViewController],
    removed: [UIViewController]
  ) {
    let onScreen = isViewLoaded && view.window != nil && from !== to
    if let to { delegate?.navigationController(self, willShow: to, animated: false) }
    if onScreen, from != nil { from?.beginAppearanceTransition(false, animated: false) }
    if onScreen { to?.beginAppearanceTransition(true, animated: false) }
    if isViewLoaded {
      if from !== to { from?.viewIfLoaded?.removeFromSuperview() }
      if let to { show(to) }
    }
    removeChildren(removed)
    for controller in added { controller.didMove(toParent: self) }
    tabBarController?.setStripHidden(hidesBottomBar(in: stack), alongside: nil)
    if onScreen, from != nil { from?.endAppearanceTransition() }
    if onScreen { to?.endAppearanceTransition() }
    if let to { delegate?.navigationController(self, didShow: to, animated: false) }
  }

  /// Puts `controller`'s view in the content area and its item in the bar, sized for it.
  func show(_ controller: UIViewController) {
    navigationBar.show(
      controller.navigationItem, back: backItem(below: controller),
      large: showsLargeTitle(for: controller))
    layoutChrome()
    let childView: UIView = controller.view
    childView.frame = contentView.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if childView.superview !== contentView { contentView.addSubview(childView) }
  }

  private func runTransition(
    operation: Operation, from: UIViewController, to: UIViewController,
    old: [UIViewController], added: [UIViewController], removed: [UIViewController],
    engine: AnimationEngine
  ) {
    let trace = view.window?.transitionTrace
    trace?.begin(operation == .push ? .push : .pop)
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    if let delegate {
      trace?.record(.delegate, "willShow")
      delegate.navigationController(self, willShow: to, animated: true)
      trace?.record(.delegate, "animationControllerFor(\(operation == .push ? "push" : "pop"))")
      animator = delegate.navigationController(
        self, animationControllerFor: operation, from: from, to: to)
      if let animator {
        trace?.record(.delegate, "interactionControllerFor")
        interactor = delegate.navigationController(self, interactionControllerFor: animator)
      }
    }
    if animator == nil {
      // The zoom the pushed controller asks for (iOS 18), at its push and at its pop.
      animator =
        operation == .push
        ? ZoomAnimator(zoomed: to, source: from, zoomsIn: true)
        : ZoomAnimator(zoomed: from, source: to, zoomsIn: false)
    }
    if animator == nil { animator = DefaultNavigationAnimator(operation: operation) }
    // The back swipe drives the pop even through a delegate's animator that came without
    // an interaction controller: its animations are scrubbed by the swipe's percent-driven
    // interaction (UIKit would ignore the swipe and run the animator on its own).
    if interactor == nil, operation == .pop { interactor = pendingInteraction }
    pendingInteraction = nil
    let context = TransitionContext(
      kind: operation == .push ? .push : .pop, engine: engine, isAnimated: true,
      presentationStyle: .none, containerView: contentView, from: from, to: to, trace: trace)
    context.animator = animator
    context.interactor = interactor
    // The default slide, with no interaction, runs along its timing on the driver so that
    // a press can grab it mid-flight; its own animations are then linear.
    if let slide = animator as? DefaultNavigationAnimator {
      slide.isDriven = interactor == nil
      if interactor == nil { context.driver.freeTiming = slide.timing }
    }
    (animator as? ZoomAnimator)?.prepare(context)
    activeContext = context
    let fromView: UIView = from.view
    let toView: UIView = to.view
    context.fromView = fromView
    context.toView = toView
    toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // It comes in with the large-title row over it already, if it shows one.
    placeUnderLargeTitle(to)
    // Before the frames are taken: a push that hides the tab bar gives its height to the
    // content at once.
    tabBarController?.setStripHidden(hidesBottomBar(in: stack), alongside: context.coordinator)
    let bounds = contentView.bounds
    context.frames[ObjectIdentifier(from)] = (fromView.frame, .zero)
    context.frames[ObjectIdentifier(to)] = (.zero, bounds)
    context.enlist([self, from, to])

    context.steps.willBegin = { [self] in
      let coordinator = context.coordinator
      let wasLarge = navigationBar.showsLargeTitle
      let large = showsLargeTitle(for: to)
      navigationBar.transition(
        to: to.navigationItem, back: backItem(below: to), large: large, operation: operation,
        coordinator: coordinator)
      // The bar grows or shrinks with a large title coming or going; a cancel puts it back.
      guard large != wasLarge else { return }
      coordinator.animate(
        alongsideTransition: { [self] _ in layoutChrome() },
        completion: { [self] _ in layoutChrome() })
    }
    context.steps.settle = { [self] completed in
      if completed {
        fromView.removeFromSuperview()
        show(to)
        removeChildren(removed)
        for controller in added { controller.didMove(toParent: self) }
      } else {
        toView.removeFromSuperview()
        stack = old
        show(from)
        removeChildren(added)
      }
    }
    context.steps.appearanceDid = TransitionContext.Steps.swapAppearanceDid(from: from, to: to)
    context.steps.ended = { [self] in isTransitioning = false }
    context.steps.completion = { [self] completed in
      to.isMovingToParent = false
      from.isMovingFromParent = false
      guard completed, let delegate else { return }
      trace?.record(.delegate, "didShow")
      delegate.navigationController(self, didShow: to, animated: true)
    }
    from.beginAppearanceTransition(false, animated: true)
    to.beginAppearanceTransition(true, animated: true)
    context.begin()
  }

  /// Whether `stack` keeps a tab bar out: a controller pushed on its root asks for it.
  func hidesBottomBar(in stack: [UIViewController]) -> Bool {
    stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  /// The seam for the interactive pop gesture: starts an animated pop (on the next frame)
  /// driven by the returned interaction controller, which the gesture then updates,
  /// finishes or cancels (`finish(velocity:)` hands its speed over). Returns nil when a pop
  /// cannot start: one controller on the stack, or a transition in progress. It drives the
  /// default pop, or a delegate's animator when the delegate gives no interaction
  /// controller.
  func beginInteractivePop() -> UIPercentDrivenInteractiveTransition? {
    guard stack.count > 1, !isTransitioning else { return nil }
    let interaction = makePopInteraction()
    pendingInteraction = interaction
    guard popViewController(animated: true) != nil, isTransitioning else {
      pendingInteraction = nil
      return nil
    }
    return interaction
  }

  /// An interaction for the back swipe or a grab, with the `interactivePop` settings.
  func makePopInteraction() -> UIPercentDrivenInteractiveTransition {
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.completionSpeed = interactivePopCompletionSpeed
    interaction.timingCurve = interactivePopTimingCurve
    return interaction
  }
}
