import Foundation
import Testing

@testable import Segue

/// The calls a transition makes, in order, as short strings ("A.viewWillAppear").
@MainActor
final class CallLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}

/// A controller that logs its appearance callbacks under its name.
@MainActor
final class LoggingController: UIViewController {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// Slides the `.to` view in from the right (presenting, pushing) or the `.from` view out to
/// the right, linearly, over `duration`; logs its calls.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: CallLog
  let duration: TimeInterval
  let appearing: Bool
  var completes = true

  init(log: CallLog, appearing: Bool, duration: TimeInterval = 1) {
    self.log = log
    self.appearing = appearing
    self.duration = duration
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    log.add("transitionDuration")
    return duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    log.add("animateTransition")
    let container = context.containerView
    let width = container.bounds.width
    if appearing, let toView = context.view(forKey: .to),
      let to = context.viewController(forKey: .to)
    {
      let final = context.finalFrame(for: to)
      container.addSubview(toView)
      toView.frame = final.offsetBy(dx: width, dy: 0)
      UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) {
        toView.frame = final
      } completion: { [self] _ in
        log.add("animation completion")
        guard completes else { return }
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else {
      let fromView = context.view(forKey: .from)!
      if let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) {
        toView.frame = context.finalFrame(for: to)
        container.insertSubview(toView, belowSubview: fromView)
      }
      UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) {
        fromView.center.x += width
      } completion: { [self] _ in
        log.add("animation completion")
        guard completes else { return }
        let completed = !context.transitionWasCancelled
        if completed { fromView.removeFromSuperview() }
        context.completeTransition(completed)
      }
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log.add("animationEnded(\(transitionCompleted))")
  }
}

/// A percent-driven interaction that logs its start.
@MainActor
final class LoggingInteraction: UIPercentDrivenInteractiveTransition {
  let log: CallLog
  init(log: CallLog) {
    self.log = log
    super.init()
  }

  override func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    log.add("startInteractiveTransition")
    super.startInteractiveTransition(transitionContext)
  }
}

/// A dimming presentation controller that logs its hooks and dims alongside (0 → 0.7).
@MainActor
final class DimmingPresentationController: UIPresentationController {
  var log: CallLog?
  let dimming = UIView()

  override func presentationTransitionWillBegin() {
    log?.add("presentationTransitionWillBegin")
    dimming.frame = containerView!.bounds
    dimming.backgroundColor = .black
    dimming.alpha = 0
    containerView!.addSubview(dimming)
    presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimming.alpha = 0.7
    }) { [log] context in log?.add("alongside completion(\(!context.isCancelled))") }
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    log?.add("presentationTransitionDidEnd(\(completed))")
    if !completed { dimming.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    log?.add("dismissalTransitionWillBegin")
    presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimming.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    log?.add("dismissalTransitionDidEnd(\(completed))")
    if completed { dimming.removeFromSuperview() }
  }
}

/// A transitioning delegate that logs what it is asked and hands out the test objects.
@MainActor
final class LoggingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let log: CallLog
  var interaction: UIPercentDrivenInteractiveTransition?
  var usesCustomPresentationController = true
  var presentationController: DimmingPresentationController?

  init(log: CallLog) { self.log = log }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    log.add("presentationController(forPresented:)")
    guard usesCustomPresentationController else { return nil }
    let controller = DimmingPresentationController(
      presentedViewController: presented, presenting: presenting)
    controller.log = log
    presentationController = controller
    return controller
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("animationController(forPresented:)")
    return SlideAnimator(log: log, appearing: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    log.add("animationController(forDismissed:)")
    return SlideAnimator(log: log, appearing: false)
  }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("interactionControllerForPresentation")
    return interaction
  }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  {
    log.add("interactionControllerForDismissal")
    return interaction
  }
}

/// A key window on `device`, its screen's size, showing `root`.
@MainActor
func makeWindow(root: UIViewController, device: DeviceDescription) -> UIWindow {
  let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
  window.screen = UIScreen(device: device)
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// A window of 400×800 points with `root` as its root view controller.
@MainActor
func makeWindow(root: UIViewController) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}
