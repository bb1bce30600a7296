import Foundation

/// Manages a presented controller's chrome (a dimming view, a blurred backdrop) and its
/// frame, for `.custom` presentations; subclass it and return it from the transitioning
/// delegate's `presentationController(forPresented:presenting:source:)`.
///
///     final class DimmingPresentationController: UIPresentationController {
///       let dimming = UIView()
///       override func presentationTransitionWillBegin() {
///         dimming.frame = containerView!.bounds
///         dimming.backgroundColor = .black
///         dimming.alpha = 0
///         containerView!.addSubview(dimming)
///         presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
///           self.dimming.alpha = 0.7
///         })
///       }
///     }
///
/// `containerView` is set from just before `presentationTransitionWillBegin` until the
/// dismissal completes; it fills the window and is laid out when the window resizes.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
  /// The controller presented. Held strongly, except by a sheet prepared before `present`
  /// (`sheetPresentationController`), which the controller owns and which holds it weakly
  /// until `present`, as UIKit does: otherwise each would keep the other alive.
  public var presentedViewController: UIViewController { presented.controller }
  /// Fixed at `present` for a sheet configured before it (`sheetPresentationController`).
  public internal(set) var presentingViewController: UIViewController {
    get { presenting.controller }
    set { presenting = ControllerReference(newValue) }
  }
  private var presented: ControllerReference
  private var presenting: ControllerReference
  /// The view the presentation lives in; nil before the presentation starts.
  public internal(set) var containerView: UIView?
  /// Hears about the user's attempts to dismiss by swiping (sheets). Weak, as in UIKit.
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The style the presented controller was presented with.
  public internal(set) var presentationStyle: UIModalPresentationStyle = .custom
  /// Where the presenter's view stood before a presentation that removes it, so it goes
  /// back there, and its superview's size then (`PresentationTransition.presenterFrame`).
  var presenterPlacement: PresenterPlacement?

  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presented = ControllerReference(presentedViewController)
    presenting = ControllerReference(presentingViewController ?? presentedViewController)
    super.init()
  }

  /// For a presentation controller made before `present` and owned by its presented
  /// controller until then: holds the controllers weakly until `holdPresented()`.
  func holdControllersWeakly() {
    presented = ControllerReference(weak: presented.controller)
    presenting = ControllerReference(weak: presenting.controller)
  }

  /// Holds the presented controller strongly, from `present` on.
  func holdPresented() { presented = ControllerReference(presented.controller) }

  /// The view the transition animates in: the presented controller's view by default.
  /// Override to wrap it (a shadow, rounded corners).
  open var presentedView: UIView? { presentedViewController.view }

  /// The presented view's frame in the container once presented; the container's bounds
  /// by default.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// The style to adapt to in a horizontally compact environment: the delegate's answer to
  /// `adaptivePresentationStyle(for:)`, or `.none` (no adaptation) without a delegate or for
  /// an answer that is not `.fullScreen`, `.overFullScreen` or `.none`. As in UIKit, not
  /// meant to be overridden: adapt through the delegate.
  open var adaptivePresentationStyle: UIModalPresentationStyle {
    validAdaptiveStyle(
      delegate?.adaptivePresentationStyle(for: self), asked: "adaptivePresentationStyle(for:)")
  }

  /// The style to adapt to for `traitCollection`: the delegate's answer to
  /// `adaptivePresentationStyle(for:traitCollection:)`, or `.none` as for
  /// `adaptivePresentationStyle`.
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    validAdaptiveStyle(
      delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection),
      asked: "adaptivePresentationStyle(for:traitCollection:)")
  }

  /// True (the default) when the presentation covers the whole window.
  open var shouldPresentInFullscreen: Bool { true }

  /// True removes the presenter's view when the presentation completes (and gives it to
  /// the animator as the `.from`/`.to` view); false (the default) leaves it underneath.
  open var shouldRemovePresentersView: Bool { false }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Before the container lays out: after it changed size (the window resized), or once
  /// the presentation starts.
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}

  // MARK: UIContentContainer

  /// The presented controller's `preferredContentSize`.
  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

  /// The presented controller's `preferredContentSize` changed: by default the container
  /// lays out again, so the presented view takes `frameOfPresentedViewInContainerView` anew.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    containerView?.setNeedsLayout()
  }

  /// Does nothing by default.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// `parentSize` by default; a custom presentation often returns a smaller size here and
  /// reads it in `frameOfPresentedViewInContainerView`.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// The container is about to change to `size` points: the default forwards to the
  /// presented controller at `size(forChildContentContainer:withParentContainerSize:)`.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    presentedViewController.viewWillTransition(
      to: self.size(
        forChildContentContainer: presentedViewController, withParentContainerSize: size),
      with: coordinator)
  }

  /// The traits are about to become `newCollection`: the default forwards to the presented
  /// controller.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    presentedViewController.willTransition(
      to: newCollection.with(style: presentedViewController.overrideUserInterfaceStyle),
      with: coordinator)
  }
}

/// Where a presenter's view stood. The superview is weak: it is usually the window, which
/// must not be kept alive by a presentation it shows.
struct PresenterPlacement {
  weak var superview: UIView?
  var index: Int
  var frame: CGRect
  var superviewSize: CGSize
}

/// The presentation controller of the built-in styles: `.fullScreen` removes the
/// presenter's view once presented, `.overFullScreen` keeps it underneath.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen }
}

/// The view a presentation's transition and presented view live in. Its layout calls the
/// presentation controller's hooks and keeps a presented view at its frame.
@MainActor
final class TransitionContainerView: UIView {
  weak var presentationController: UIPresentationController?
  /// False while a transition animates the presented view: layout must not fight it. Back
  /// to true, the presented view is laid out again if the container changed size meanwhile
  /// (the window resized mid-transition).
  var keepsPresentedViewInPlace = false {
    didSet {
      guard keepsPresentedViewInPlace != oldValue else { return }
      if keepsPresentedViewInPlace, bounds.size != sizeInPlace { setNeedsLayout() }
      sizeInPlace = bounds.size
    }
  }
  /// The size when the presented view was last held in place, or when the container was
  /// made.
  private var sizeInPlace: CGSize

  override init(frame: CGRect) {
    sizeInPlace = frame.size
    super.init(frame: frame)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// A sheet resting at an undimmed detent lets touches outside it reach the presenter.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    guard hit === self, let sheet = presentationController as? UISheetPresentationController,
      !sheet.dimmingView.isUserInteractionEnabled
    else { return hit }
    return nil
  }

  override func layoutSubviews() {
    guard let controller = presentationController else { return }
    let trace = window?.transitionTrace
    trace?.record(.presentationController, "containerViewWillLayoutSubviews")
    controller.containerViewWillLayoutSubviews()
    if keepsPresentedViewInPlace, let view = controller.presentedView, view.superview === self {
      trace?.record(.presentationController, "frameOfPresentedViewInContainerView")
      view.frame = controller.frameOfPresentedViewInContainerView
    }
    trace?.record(.presentationController, "containerViewDidLayoutSubviews")
    controller.containerViewDidLayoutSubviews()
  }
}
