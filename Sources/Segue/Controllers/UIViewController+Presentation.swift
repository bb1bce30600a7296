import Foundation

/// `present` and `dismiss`, in UIKit's order: the call schedules, and on the next engine
/// tick the transition asks the delegate for a presentation controller (`.custom` only), an
/// animator, an interaction controller (only with an animator), sends the "will" appearance
/// callbacks, asks the duration, calls `…WillBegin`, and starts.
extension UIViewController {
  func startPresentation(
    of presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let presenting = presentationContextRoot
    let name = "present(\(type(of: presented)))"
    // A controller already in a hierarchy (presented, a child, presenting, or the root on
    // screen) would end up in two places, or present its own presenter.
    guard presented !== presenting, presented.presenter == nil,
      presented.parent == nil, presented.presentedViewController == nil,
      presented.viewIfLoaded?.window == nil
    else {
      return Diagnostics.warn(
        "\(name): it is already presented, a child, presenting, or on screen; ignored")
    }
    guard !presenting.isInPresentationTransition else {
      return Diagnostics.warn(
        "\(name) while a presentation or dismissal is in progress; ignored")
    }
    guard presenting.presentedViewController == nil else {
      return Diagnostics.warn(
        "\(name) on \(type(of: presenting)), which is already presenting "
          + "\(type(of: presenting.presentedViewController!)); ignored")
    }
    guard let window = presenting.viewIfLoaded?.window else {
      return Diagnostics.warn(
        "\(name) on \(type(of: presenting)), whose view is not in a window; ignored")
    }
    // As in UIKit, the relationship holds from the call on; the views change later.
    presenting.presentedViewController = presented
    presented.presenter = presenting
    presented.isBeingPresented = true
    presented.isInPresentationTransitionItself = true
    let engine = window.animationEngine
    let pending =
      animated
      ? PendingTransitionCoordinator(
        from: presenting, to: presented, style: presented.modalPresentationStyle,
        containerView: window, controllers: [presenting, presented])
      : nil
    // Weak: a window dropped before the next frame must not be kept alive by its engine.
    engine.enqueue { [weak window] in
      defer { withExtendedLifetime(pending) {} }
      guard let window else { return }
      PresentationTransition.present(
        presented, from: presenting, source: self, window: window, engine: engine,
        animated: animated, completion: completion)
    }
  }

  func startDismissal(animated: Bool, completion: (() -> Void)?) {
    let root = presentationContextRoot
    guard
      let presenting = root.presentedViewController != nil ? root : root.presentingViewController,
      let presented = presenting.presentedViewController
    else {
      Diagnostics.warn(
        "dismiss(animated:) on \(type(of: self)), which presents nothing and is not presented; "
          + "the completion runs, nothing else happens")
      completion?()
      return
    }
    guard !presenting.isInPresentationTransition, !presented.isInPresentationTransitionAbove
    else {
      return Diagnostics.warn(
        "dismiss(animated:) on \(type(of: self)) while a presentation or dismissal is in "
          + "progress; ignored")
    }
    guard let window = presented.activePresentationController?.containerView?.window else {
      return Diagnostics.warn("dismiss(animated:): the presentation is not in a window; ignored")
    }
    // Presentations above the one dismissed go at once, as UIKit dismisses a stack with
    // only the top animated.
    presented.presentedViewController?.tearDownPresentation()
    presented.isBeingDismissed = true
    presented.isInPresentationTransitionItself = true
    let engine = window.animationEngine
    engine.enqueue {
      PresentationTransition.dismiss(
        presented, from: presenting, engine: engine, animated: animated, completion: completion)
    }
  }

  /// True from `present`/`dismiss` until that transition has ended.
  var isInPresentationTransition: Bool {
    isInPresentationTransitionItself
      || presentedViewController?.isInPresentationTransitionItself == true
  }

  /// True when this controller, or any presented above it, is in a presentation or dismissal:
  /// dismissing below would tear that transition down half way.
  var isInPresentationTransitionAbove: Bool {
    var controller: UIViewController? = self
    while let current = controller {
      if current.isInPresentationTransition { return true }
      controller = current.presentedViewController
    }
    return false
  }

  /// Removes this presented controller (and any above it) without a transition.
  func tearDownPresentation() {
    presentedViewController?.tearDownPresentation()
    guard let controller = activePresentationController else { return }
    beginAppearanceTransition(false, animated: false)
    controller.containerView?.removeFromSuperview()
    PresentationTransition.restorePresenterView(of: controller)
    presenter?.presentedViewController = nil
    presenter = nil
    activePresentationController = nil
    endAppearanceTransition()
  }
}
