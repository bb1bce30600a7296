import Foundation

/// Builds and runs the transition of a `present` or a `dismiss`, in UIKit's order as the
/// comments below number it: after the call schedules (1), the presentation controller (2),
/// the animator (3), the interaction controller (4), the "will" appearance callbacks (5),
/// the duration (6), `…WillBegin` (7), the start (8) and the completion (9).
@MainActor
enum PresentationTransition {
  static func present(
    _ presented: UIViewController, from presenting: UIViewController, source: UIViewController,
    window: UIWindow, engine: AnimationEngine, animated: Bool, completion: (() -> Void)?
  ) {
    if presented.curlsOutOfFullScreen {
      Diagnostics.warn(
        "present(_:animated:) of \(type(of: presented)) with .partialCurl and "
          + "modalPresentationStyle \(presented.modalPresentationStyle), which UIKit refuses "
          + "(the curl needs .fullScreen); presented .fullScreen")
    }
    var style = presented.resolvedPresentationStyle
    let trace = window.transitionTrace
    trace?.begin(.present)
    // 2. The presentation controller (custom style only).
    var controller: UIPresentationController?
    if style == .custom, let delegate = presented.transitioningDelegate {
      trace?.record(.delegate, "presentationController(forPresented:)")
      controller = delegate.presentationController(
        forPresented: presented, presenting: presenting, source: source)
    }
    var presentation: UIPresentationController
    if let controller {
      presentation = controller
    } else if style == .pageSheet {
      presentation = presented.takeSheet(presenting: presenting)
    } else if style == .custom {
      presentation = UIPresentationController(
        presentedViewController: presented, presenting: presenting)
    } else {
      presentation = FullScreenPresentationController(
        presentedViewController: presented, presenting: presenting)
    }
    presentation.presentationStyle = style
    // A custom presentation in a compact width adapts as its delegate says; the adapted
    // style's own presentation controller then frames it.
    let custom = style == .custom ? presentation : nil
    let adaptiveStyle = custom?.adaptiveStyle(under: presenting.traitCollection) ?? .none
    let shown = custom?.controllerShown(adaptingTo: adaptiveStyle) ?? presented
    if adaptiveStyle != .none {
      style = adaptiveStyle
      presentation = FullScreenPresentationController(
        presentedViewController: shown, presenting: presenting)
      presentation.presentationStyle = style
    }
    // A replacement is animated by its own transitioning delegate (usually none: the
    // default slide up), in and out alike.
    let delegate = shown.transitioningDelegate
    // 3–4. The animator, then the interaction controller only if one was returned.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    if animated, let delegate {
      trace?.record(.delegate, "animationController(forPresented:)")
      animator = delegate.animationController(
        forPresented: shown, presenting: presenting, source: source)
      if animator == nil {
        trace?.record(.delegate, "animationController(forPresentedController:)")
        animator = delegate.animationController(
          forPresentedController: shown, presenting: presenting, sourceController: source)
      }
      if let animator {
        trace?.record(.delegate, "interactionControllerForPresentation")
        interactor = delegate.interactionControllerForPresentation(using: animator)
      }
    }
    let container = TransitionContainerView(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.presentationController = presentation
    window.addSubview(container)
    presentation.containerView = container
    shown.activePresentationController = presentation

    let removesPresenter = presentation.shouldRemovePresentersView
    let presenterView: UIView = presenting.view
    if let superview = presenterView.superview,
      let index = superview.subviews.firstIndex(of: presenterView)
    {
      presentation.presenterPlacement = PresenterPlacement(
        superview: superview, index: index, frame: presenterView.frame,
        superviewSize: superview.bounds.size)
    }
    let context = TransitionContext(
      kind: .present, engine: engine, isAnimated: animated, presentationStyle: style,
      containerView: container, from: presenting, to: shown, trace: trace)
    context.animator =
      animator
      ?? (animated ? defaultAnimator(for: presentation, zoomsIn: true) : nil)
      ?? ImmediateAnimator()
    context.interactor = interactor
    (context.animator as? ZoomAnimator)?.prepare(context)
    context.fromView = removesPresenter ? presenterView : nil
    context.toView = presentation.presentedView
    let presenterFrame = presenterView.convert(presenterView.bounds, to: container)
    context.frames[ObjectIdentifier(presenting)] = (
      presenterFrame, removesPresenter ? .zero : presenterFrame
    )
    trace?.record(.presentationController, "frameOfPresentedViewInContainerView")
    context.frames[ObjectIdentifier(shown)] = (
      .zero, presentation.frameOfPresentedViewInContainerView
    )
    context.enlist([presenting, shown])

    context.steps.willBegin = {
      if let custom {
        custom.delegate?.presentationController(
          custom, willPresentWithAdaptiveStyle: adaptiveStyle,
          transitionCoordinator: context.coordinator)
      }
      trace?.record(.presentationController, "presentationTransitionWillBegin")
      presentation.presentationTransitionWillBegin()
    }
    context.steps.settle = { completed in
      if completed {
        container.keepsPresentedViewInPlace = true
        if removesPresenter { presenterView.removeFromSuperview() }
      } else {
        presentation.presentedView?.removeFromSuperview()
        container.removeFromSuperview()
        restorePresenterView(of: presentation)
        presenting.presentedViewController = nil
        shown.presenter = nil
        shown.activePresentationController = nil
      }
    }
    context.steps.didEnd = { completed in
      trace?.record(.presentationController, "presentationTransitionDidEnd(\(completed))")
      presentation.presentationTransitionDidEnd(completed)
    }
    context.steps.appearanceDid = { completed in
      if completed {
        if removesPresenter { presenting.endAppearanceTransition() }
        shown.endAppearanceTransition()
      } else {
        shown.beginAppearanceTransition(false, animated: animated)
        shown.endAppearanceTransition()
        if removesPresenter {
          presenting.beginAppearanceTransition(true, animated: animated)
          presenting.endAppearanceTransition()
        }
      }
    }
    context.steps.ended = { shown.isInPresentationTransitionItself = false }
    context.steps.completion = { completed in
      shown.isBeingPresented = false
      if completed { completion?() }
    }
    // 5. Appearance: the presenter only if its view will be removed.
    if removesPresenter { presenting.beginAppearanceTransition(false, animated: animated) }
    shown.beginAppearanceTransition(true, animated: animated)
    // 6–8.
    context.begin()
  }

  static func dismiss(
    _ presented: UIViewController, from presenting: UIViewController, engine: AnimationEngine,
    animated: Bool, completion: (() -> Void)?
  ) {
    guard let presentation = presented.activePresentationController,
      let container = presentation.containerView as? TransitionContainerView
    else {
      presented.isBeingDismissed = false
      presented.isInPresentationTransitionItself = false
      return
    }
    let delegate = presented.transitioningDelegate
    let trace = container.window?.transitionTrace
    trace?.begin(.dismiss)
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    if animated, let delegate {
      trace?.record(.delegate, "animationController(forDismissed:)")
      animator = delegate.animationController(forDismissed: presented)
      if animator == nil {
        trace?.record(.delegate, "animationController(forDismissedController:)")
        animator = delegate.animationController(forDismissedController: presented)
      }
      if let animator {
        trace?.record(.delegate, "interactionControllerForDismissal")
        interactor = delegate.interactionControllerForDismissal(using: animator)
      }
    }
    let style = presentation.presentationStyle
    let removesPresenter = presentation.shouldRemovePresentersView
    let presenterView: UIView = presenting.view
    let presenterFrame = presenterFrame(of: presentation) ?? container.bounds
    if removesPresenter { presenterView.frame = presenterFrame }
    container.keepsPresentedViewInPlace = false

    let context = TransitionContext(
      kind: .dismiss, engine: engine, isAnimated: animated, presentationStyle: style,
      containerView: container, from: presented, to: presenting, trace: trace)
    context.animator =
      animator
      ?? (animated ? defaultAnimator(for: presentation, zoomsIn: false) : nil)
      ?? ImmediateAnimator()
    // A drag on a zoomed controller started this dismissal with its interaction.
    if interactor == nil, context.animator is ZoomAnimator {
      interactor = presented.pendingDismissalInteraction
    }
    presented.pendingDismissalInteraction = nil
    context.interactor = interactor
    (context.animator as? ZoomAnimator)?.prepare(context)
    context.fromView = presentation.presentedView
    context.toView = removesPresenter ? presenterView : nil
    let presentedFrame = presentation.presentedView?.frame ?? container.bounds
    context.frames[ObjectIdentifier(presented)] = (presentedFrame, .zero)
    context.frames[ObjectIdentifier(presenting)] = (
      removesPresenter ? .zero : presenterFrame, presenterFrame
    )
    context.enlist([presenting, presented])

    context.steps.willBegin = {
      trace?.record(.presentationController, "dismissalTransitionWillBegin")
      presentation.dismissalTransitionWillBegin()
    }
    context.steps.settle = { completed in
      if completed {
        presentation.presentedView?.removeFromSuperview()
        container.removeFromSuperview()
        restorePresenterView(of: presentation)
        presenting.presentedViewController = nil
        presented.presenter = nil
      } else {
        container.keepsPresentedViewInPlace = true
        if removesPresenter { presenterView.removeFromSuperview() }
        if let view = presentation.presentedView, view.superview == nil {
          container.addSubview(view)
        }
      }
    }
    context.steps.didEnd = { completed in
      trace?.record(.presentationController, "dismissalTransitionDidEnd(\(completed))")
      presentation.dismissalTransitionDidEnd(completed)
      if completed {
        // Seed 004 moves the presenter's view into the container; UIKit then loses it
        // (its iOS 8 bug). Segue puts it back if it is left outside any window.
        restorePresenterView(of: presentation)
        presentation.containerView = nil
        presented.activePresentationController = nil
      }
    }
    context.steps.appearanceDid = { completed in
      if completed {
        presented.endAppearanceTransition()
        if removesPresenter { presenting.endAppearanceTransition() }
      } else {
        if removesPresenter {
          presenting.beginAppearanceTransition(false, animated: animated)
          presenting.endAppearanceTransition()
        }
        presented.beginAppearanceTransition(true, animated: animated)
        presented.endAppearanceTransition()
      }
    }
    context.steps.ended = { presented.isInPresentationTransitionItself = false }
    context.steps.completion = { completed in
      presented.isBeingDismissed = false
      if completed { completion?() }
    }
    presented.beginAppearanceTransition(false, animated: animated)
    if removesPresenter { presenting.beginAppearanceTransition(true, animated: animated) }
    context.begin()
  }

  /// The animation when the delegate gives none: a sheet's spring (from the swipe's
  /// release speed), the zoom or modal style of the controller's `preferredTransition`,
  /// or its `modalTransitionStyle`.
  private static func defaultAnimator(
    for presentation: UIPresentationController, zoomsIn: Bool
  ) -> any UIViewControllerAnimatedTransitioning {
    if let sheet = presentation as? UISheetPresentationController {
      return SheetAnimator(releaseVelocity: sheet.releaseVelocity)
    }
    let presented = presentation.presentedViewController
    if let zoom = ZoomAnimator(
      zoomed: presented, source: presentation.presentingViewController, zoomsIn: zoomsIn)
    {
      return zoom
    }
    return DefaultModalAnimator(
      style: presented.preferredTransition?.modalStyle ?? presented.modalTransitionStyle)
  }

  /// Puts the presenter's view back where it stood before the presentation, unless it is
  /// already in a window outside the presentation's container.
  static func restorePresenterView(of presentation: UIPresentationController) {
    guard let placement = presentation.presenterPlacement, let superview = placement.superview
    else { return }
    let view: UIView = presentation.presentingViewController.view
    let inContainer = presentation.containerView.map { view.isDescendant(of: $0) } ?? false
    guard view.window == nil || inContainer else { return }
    superview.insertSubview(view, at: placement.index)
    view.frame = presenterFrame(of: presentation) ?? placement.frame
  }

  /// Where the presenter's view goes back to: where it stood, resized as its
  /// `autoresizingMask` says if its superview changed size meanwhile (the window resized
  /// while it was out).
  static func presenterFrame(of presentation: UIPresentationController) -> CGRect? {
    guard let placement = presentation.presenterPlacement, let superview = placement.superview
    else { return nil }
    return UIView.autoresized(
      placement.frame, mask: presentation.presentingViewController.view.autoresizingMask,
      from: placement.superviewSize, to: superview.bounds.size)
  }
}

/// The animator of `animated: false`: the `.to` view appears at its final frame, the
/// `.from` view goes, and the transition completes at once.
@MainActor
final class ImmediateAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    if let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    {
      transitionContext.containerView.addSubview(toView)
      toView.frame = transitionContext.finalFrame(for: toController)
    }
    if transitionContext.viewController(forKey: .from)?.isBeingDismissed == true {
      transitionContext.view(forKey: .from)?.removeFromSuperview()
    }
    transitionContext.completeTransition(true)
  }
}
