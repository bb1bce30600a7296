import Foundation

/// Tab switching: immediate without a delegate animator; otherwise a transition on the
/// next frame, in UIKit's order (animator, interaction controller only with an animator,
/// appearance, duration, start, completion).
extension UITabBarController {
  func replaceTabs(old: [UIViewController]) {
    let tabs = viewControllers ?? []
    let previous = old.indices.contains(selection) ? old[selection] : nil
    for controller in old where !tabs.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    for controller in tabs where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    let kept = previous.flatMap { controller in tabs.firstIndex { $0 === controller } }
    selection = tabs.isEmpty ? NSNotFound : (kept ?? 0)
    refreshStrip()
    if isViewLoaded, let selected = selectedViewController {
      if selected !== previous, view.window != nil {
        previous?.beginAppearanceTransition(false, animated: false)
        selected.beginAppearanceTransition(true, animated: false)
        show(selected)
        previous?.endAppearanceTransition()
        selected.endAppearanceTransition()
      } else {
        show(selected)
      }
    }
  }

  /// A tap on the strip: asks `shouldSelect`, switches, then tells `didSelect`.
  func userSelected(_ index: Int) {
    guard let tabs = viewControllers, tabs.indices.contains(index) else { return }
    guard delegate?.tabBarController(self, shouldSelect: tabs[index]) ?? true else { return }
    select(index, animated: true)
    delegate?.tabBarController(self, didSelect: tabs[index])
  }

  func select(_ index: Int, animated: Bool) {
    guard index != selection, let tabs = viewControllers else { return }
    guard !isTransitioning else {
      return Diagnostics.warn("tab switch while a tab transition is in progress; ignored")
    }
    let from = selectedViewController
    let to = tabs[index]
    selection = index
    refreshStrip()
    guard isViewLoaded else { return }
    guard let from, let window = view.window, delegate != nil else {
      switchInstantly(from: from, to: to)
      return
    }
    isTransitioning = true
    let engine = window.animationEngine
    engine.enqueue { [self] in runTransition(from: from, to: to, engine: engine) }
  }

  private func switchInstantly(from: UIViewController?, to: UIViewController) {
    let onScreen = view.window != nil
    if onScreen {
      from?.beginAppearanceTransition(false, animated: false)
      to.beginAppearanceTransition(true, animated: false)
    }
    from?.viewIfLoaded?.removeFromSuperview()
    show(to)
    if onScreen {
      from?.endAppearanceTransition()
      to.endAppearanceTransition()
    }
  }

  func show(_ controller: UIViewController) {
    let childView: UIView = controller.view
    childView.frame = contentView.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if childView.superview !== contentView { contentView.addSubview(childView) }
  }

  func refreshStrip() {
    tabStrip.setItems(
      (viewControllers ?? []).map { $0.tabBarItem?.title ?? $0.title ?? "" }, selected: selection)
  }

  private func runTransition(from: UIViewController, to: UIViewController, engine: AnimationEngine)
  {
    let trace = view.window?.transitionTrace
    trace?.begin(.tab)
    trace?.record(.delegate, "animationControllerForTransitionFrom")
    guard
      let animator = delegate?.tabBarController(
        self, animationControllerForTransitionFrom: from, to: to)
    else {
      isTransitioning = false
      switchInstantly(from: from, to: to)
      return
    }
    trace?.record(.delegate, "interactionControllerFor")
    let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
    let context = TransitionContext(
      kind: .tab, engine: engine, isAnimated: true, presentationStyle: .none,
      containerView: contentView, from: from, to: to, trace: trace)
    context.animator = animator
    context.interactor = interactor
    let fromView: UIView = from.view
    let toView: UIView = to.view
    context.fromView = fromView
    context.toView = toView
    context.frames[ObjectIdentifier(from)] = (fromView.frame, .zero)
    context.frames[ObjectIdentifier(to)] = (.zero, contentView.bounds)
    context.enlist([self, from, to])
    let previousIndex = viewControllers?.firstIndex { $0 === from } ?? selection
    context.steps.settle = { [self] completed in
      if completed {
        fromView.removeFromSuperview()
        show(to)
      } else {
        toView.removeFromSuperview()
        show(from)
        selection = previousIndex
        refreshStrip()
      }
    }
    context.steps.appearanceDid = TransitionContext.Steps.swapAppearanceDid(from: from, to: to)
    context.steps.completion = { [self] _ in isTransitioning = false }
    from.beginAppearanceTransition(false, animated: true)
    to.beginAppearanceTransition(true, animated: true)
    context.begin()
  }
}
