import Foundation

/// The zoom of `preferredTransition = .zoom(…)`, for push, pop, present and dismiss: the
/// zoomed controller's view grows out of the source view's frame inside a clip that turns
/// from the source's rounded frame into the whole frame, over a dimming of the controller
/// beneath; the reverse at the pop or dismissal, back into the view the provider returns
/// then. The source view is hidden while the zoom runs and shown again when it ends,
/// finished or cancelled. 0.45 s ease-in-out; linear under a drag or a grab, which scrub it.
@MainActor
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Seconds.
  static let duration: TimeInterval = 0.45
  /// The dimming when `ZoomOptions.dimmingColor` is nil.
  static let defaultDimming = UIColor(white: 0, alpha: 0.2)
  /// Share of the zoomed frame the zoom starts from when there is no source view
  /// (centered, fading in).
  static let fallbackScale: CGFloat = 0.5

  let options: UIViewController.Transition.ZoomOptions?
  let sourceViewProvider: (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
  /// The controller whose view zooms.
  let zoomed: UIViewController
  /// The controller the source view belongs to.
  let source: UIViewController
  /// True for the push or present, false for the pop or dismissal.
  let zoomsIn: Bool
  /// Set for a zoom no interaction drives (`prepare(_:)`): the transition's driver runs it
  /// along the ease-in-out (so a press can grab it mid-flight), and the zoom is linear.
  private var isDriven = false
  /// The transition, for the progress a let-go page follows (`letGo()`).
  private weak var transition: TransitionContext?
  /// Carries the clip off the zoom's path, after the finger (`follow(_:from:at:)`).
  private weak var carrier: UIView?
  /// The clip's middle in the container at a progress of the zoom, 0…1.
  private var clipCenter: ((CGFloat) -> CGPoint)?

  /// The zoom `zoomed` asks for, or nil when its `preferredTransition` is not a zoom.
  init?(zoomed: UIViewController, source: UIViewController, zoomsIn: Bool) {
    guard let zoom = zoomed.preferredTransition?.zoom else { return nil }
    options = zoom.options
    sourceViewProvider = zoom.sourceViewProvider
    self.zoomed = zoomed
    self.source = zoomed.zoomInteraction?.sourceController ?? source
    self.zoomsIn = zoomsIn
  }

  /// Called once the context has its interactor, before the transition begins.
  func prepare(_ context: TransitionContext) {
    transition = context
    isDriven = context.interactor == nil
    if isDriven { context.driver.freeTiming = UICubicTimingParameters(animationCurve: .easeInOut) }
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let zoomedView = zoomed.viewIfLoaded,
      let below = context.viewController(forKey: zoomsIn ? .from : .to)
    else { return context.completeTransition(false) }
    let container = context.containerView
    let frame = zoomsIn ? context.finalFrame(for: zoomed) : zoomedView.frame
    let belowView = context.view(forKey: zoomsIn ? .from : .to)
    if !zoomsIn, let belowView {
      belowView.frame = context.finalFrame(for: below)
      container.insertSubview(belowView, at: 0)
      // The source cell must exist where the page lies now (the grid may have scrolled).
      belowView.layoutIfNeeded()
    }
    if zoomsIn {
      ZoomInteraction.attach(to: zoomed, source: source)
      // Laid out at its final size first: the alignment rectangle is read from that layout.
      zoomedView.frame = frame
      zoomedView.layoutIfNeeded()
    }

    let sourceView = validSourceView()
    let sourceWasHidden = sourceView?.isHidden ?? false
    let sourceFrame =
      sourceView.map { $0.convert($0.bounds, to: container) }
      ?? frame.insetBy(
        dx: frame.width * (1 - Self.fallbackScale) / 2,
        dy: frame.height * (1 - Self.fallbackScale) / 2)
    let alignment = alignmentRect(in: zoomedView, source: sourceView)
    let small = ZoomPose(
      clip: sourceFrame, cornerRadius: sourceView?.layer.cornerRadius ?? 0,
      alignment: alignment, size: frame.size, dimming: 0, alpha: sourceView == nil ? 0 : 1)
    let large = ZoomPose(
      clip: frame, cornerRadius: 0, alignment: CGRect(origin: .zero, size: frame.size),
      size: frame.size, dimming: 1, alpha: 1)

    let dimming = UIView(frame: container.bounds)
    dimming.backgroundColor = options?.dimmingColor ?? Self.defaultDimming
    dimming.isUserInteractionEnabled = false
    if let belowView, belowView.superview === container {
      container.insertSubview(dimming, aboveSubview: belowView)
    } else {
      container.insertSubview(dimming, at: 0)
    }
    var blur: UIVisualEffectView?
    if let effect = options?.dimmingVisualEffect {
      let view = UIVisualEffectView(effect: effect)
      view.frame = container.bounds
      view.isUserInteractionEnabled = false
      container.insertSubview(view, aboveSubview: dimming)
      blur = view
    }
    let carrier = UIView(frame: container.bounds)
    container.addSubview(carrier)
    self.carrier = carrier
    let (start, end) = zoomsIn ? (small.clip, large.clip) : (large.clip, small.clip)
    clipCenter = { progress in
      CGPoint(
        x: start.midX + (end.midX - start.midX) * progress,
        y: start.midY + (end.midY - start.midY) * progress)
    }
    let clip = UIView()
    clip.clipsToBounds = true
    carrier.addSubview(clip)
    // The clip changes size under the page; the page keeps its own size all along.
    let mask = zoomedView.autoresizingMask
    zoomedView.autoresizingMask = []
    clip.addSubview(zoomedView)
    zoomedView.bounds = CGRect(origin: .zero, size: frame.size)
    sourceView?.isHidden = true

    func show(_ pose: ZoomPose) {
      clip.frame = pose.clip
      clip.layer.cornerRadius = pose.cornerRadius
      zoomedView.center = pose.center
      zoomedView.transform = CGAffineTransform(scaleX: pose.scale, y: pose.scale)
      zoomedView.alpha = pose.alpha
      dimming.alpha = pose.dimming
      blur?.alpha = pose.dimming
    }
    show(zoomsIn ? small : large)
    let scrubbed = context.isInteractive || isDriven
    // Touches reach the page in flight: a press grabs the zoom.
    let options: UIView.AnimationOptions = [
      .allowUserInteraction, scrubbed ? .curveLinear : .curveEaseInOut,
    ]
    UIView.animate(withDuration: Self.duration, delay: 0, options: options) {
      show(self.zoomsIn ? large : small)
    } completion: { _ in
      let completed = !context.transitionWasCancelled
      zoomedView.transform = .identity
      zoomedView.alpha = 1
      zoomedView.autoresizingMask = mask
      if completed == self.zoomsIn {
        container.addSubview(zoomedView)
        zoomedView.frame = frame
      } else {
        zoomedView.removeFromSuperview()
        zoomedView.frame = frame
        ZoomInteraction.detach(from: self.zoomed)
      }
      carrier.removeFromSuperview()
      dimming.removeFromSuperview()
      blur?.removeFromSuperview()
      sourceView?.isHidden = sourceWasHidden
      context.completeTransition(completed)
    }
  }

  /// Under a drag, the page follows the finger in x and y as iOS 18's does, while the
  /// drag's progress shrinks it along the zoom: its middle stays `translation` (window
  /// points) from where it stood when the finger took it at `startProgress`.
  func follow(_ translation: CGPoint, from startProgress: CGFloat, at progress: CGFloat) {
    guard let carrier, let clipCenter else { return }
    let (taken, now) = (clipCenter(startProgress), clipCenter(progress))
    carrier.transform = CGAffineTransform(
      translationX: taken.x + translation.x - now.x, y: taken.y + translation.y - now.y)
  }

  /// The finger let go: the page's distance from the zoom's path shrinks in step with the
  /// zoom's remaining run, so the page lands exactly on the source (finished) or the whole
  /// screen (cancelled), frame by frame on the window's clock.
  func letGo() {
    guard let carrier, let transition, carrier.transform != .identity,
      let engine = carrier.window?.animationEngine
    else { return }
    let offset = CGPoint(x: carrier.transform.tx, y: carrier.transform.ty)
    let from = transition.driver.progress
    let end: CGFloat = transition.driver.isHeadingForEnd ? 1 : 0
    engine.addFrameDriver(
      FrameDriver { [weak carrier, weak transition] _, _ in
        guard let carrier, let transition, transition.driver.isRunning, end != from else {
          carrier?.transform = .identity
          return false
        }
        let left = min(max((end - transition.driver.progress) / (end - from), 0), 1)
        carrier.transform = CGAffineTransform(translationX: offset.x * left, y: offset.y * left)
        return left > 0
      })
  }

  /// The provider's view, asked now; nil (one warning) when it returns none or a view in
  /// no window, which the zoom then replaces by the middle of the screen.
  private func validSourceView() -> UIView? {
    let context = UIViewController.Transition.ZoomSourceViewProviderContext(
      sourceViewController: source, zoomedViewController: zoomed)
    guard let view = sourceViewProvider(context) else {
      Diagnostics.warn(
        "zoom transition of \(type(of: zoomed)): the source view provider returned nil; "
          + "zooming from the middle of the screen")
      return nil
    }
    guard view.window != nil else {
      Diagnostics.warn(
        "zoom transition of \(type(of: zoomed)): the source view (\(type(of: view))) is in no "
          + "window; zooming from the middle of the screen")
      return nil
    }
    return view
  }

  /// The part of the zoomed view that lines up with the source: the options' alignment
  /// rectangle, else (nil, or not a finite non-empty rectangle, warned) the whole view.
  private func alignmentRect(in zoomedView: UIView, source: UIView?) -> CGRect {
    let whole = zoomedView.bounds
    guard let provider = options?.alignmentRectProvider, let source else { return whole }
    let context = UIViewController.Transition.ZoomOptions.AlignmentRectContext(
      sourceView: source, zoomedViewController: zoomed)
    guard let rect = provider(context) else { return whole }
    guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
      rect.width.isFinite, rect.height.isFinite
    else {
      Diagnostics.warn(
        "zoom transition of \(type(of: zoomed)): alignmentRectProvider returned \(rect), "
          + "not a finite non-empty rectangle; aligning the whole view")
      return whole
    }
    return rect
  }
}

/// One end of the zoom: where the clip stands and how the page sits in it.
struct ZoomPose {
  /// The clip's frame in the container, and its corner radius, in points.
  var clip: CGRect
  var cornerRadius: CGFloat
  /// The page's center in the clip's coordinates, and its scale.
  var center: CGPoint
  var scale: CGFloat
  /// The dimming's and the page's alpha.
  var dimming: CGFloat
  var alpha: CGFloat

  /// The page of `size` scaled so its `alignment` rectangle fills `clip` (aspect fill),
  /// centered on it.
  init(
    clip: CGRect, cornerRadius: CGFloat, alignment: CGRect, size: CGSize, dimming: CGFloat,
    alpha: CGFloat
  ) {
    self.clip = clip
    self.cornerRadius = cornerRadius
    let scale = max(clip.width / alignment.width, clip.height / alignment.height)
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    // The alignment's center lands on the clip's center.
    center = CGPoint(
      x: clip.width / 2 - self.scale * (alignment.midX - size.width / 2),
      y: clip.height / 2 - self.scale * (alignment.midY - size.height / 2))
    self.dimming = dimming
    self.alpha = alpha
  }
}
