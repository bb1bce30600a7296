import Segue
import SeguePlaygroundCore

/// The second scene: a navigation controller with three colored controllers pushed.
/// Swipe from the left edge to pop (a slow swipe past half way, or a quick flick); grab a
/// push or pop while it runs to scrub it. Tap a screen to push the next color.
///
/// Everything is tuned live: the delegate returns Segue's own push and pop with the tuned
/// duration and curve, and the back swipe takes the tuned policy, edge zone (0: a pan
/// anywhere pops) and completion.
extension Scene {
  static let navigation = Scene(
    name: "navigation",
    summary: "a navigation stack of three colors; swipe from the left edge to pop, tap to push",
    defaultTuning: .standard, tunedParameters: Set(Tuning.Parameter.allCases),
    transitions: navigationTransitions
  ) { tuning in
    TunedNavigationController(tuning: tuning)
  }

  /// Push the next color over the three; pop the top one.
  private static let navigationTransitions = [
    SceneTransition(name: "push") { window in
      (topOfStack(in: window) as? ColorViewController)?.pushNext()
    },
    SceneTransition(name: "pop") { window in
      _ = topOfStack(in: window)?.navigationController?.popViewController(animated: true)
    },
  ]

  @MainActor
  private static func topOfStack(in window: UIWindow) -> UIViewController? {
    (window.rootViewController as? UINavigationController)?.topViewController
  }
}

final class TunedNavigationController: UINavigationController, UINavigationControllerDelegate {
  let tuning: LiveTuning

  init(tuning: LiveTuning) {
    self.tuning = tuning
    super.init(rootViewController: ColorViewController(index: 0))
    pushViewController(ColorViewController(index: 1), animated: false)
    pushViewController(ColorViewController(index: 2), animated: false)
    delegate = self
    tuning.observe { [weak self] tuning in self?.apply(tuning) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private func apply(_ tuning: Tuning) {
    interactivePopDecisionPolicy = tuning.decisionPolicy
    interactivePopCompletionSpeed = tuning.completionSpeed
    interactivePopTimingCurve = tuning.timingParameters
    interactivePopGestureRecognizer?.edgeZone = tuning.edgeZone
    interactivePopGestureRecognizer?.isEnabled = tuning.edgeZone > 0
    interactiveContentPopGestureRecognizer?.isEnabled = tuning.edgeZone == 0
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    DefaultNavigationAnimator(
      operation: operation, duration: tuning.value.animationDuration,
      timing: tuning.value.timingParameters)
  }
}

/// One screen of the stack: its color fills the view, its name is the title.
final class ColorViewController: UIViewController {
  static let colors: [(String, UIColor)] = [
    ("Red", .systemRed), ("Orange", .systemOrange), ("Blue", .systemBlue),
    ("Green", .systemGreen), ("Purple", .systemPurple),
  ]

  let index: Int

  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
    title = Self.colors[index % Self.colors.count].0
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Self.colors[index % Self.colors.count].1
    let label = UILabel(frame: CGRect(x: 0, y: 40, width: view.bounds.width, height: 40))
    label.text = title
    label.font = .boldSystemFont(ofSize: 32)
    label.textColor = .white
    label.textAlignment = .center
    label.autoresizingMask = [.flexibleWidth]
    view.addSubview(label)
    let tap = UITapGestureRecognizer(target: self) { [unowned self] _ in pushNext() }
    view.addGestureRecognizer(tap)
  }

  func pushNext() {
    navigationController?.pushViewController(ColorViewController(index: index + 1), animated: true)
  }
}
