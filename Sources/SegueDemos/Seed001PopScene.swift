import Segue
import SeguePlaygroundCore

/// Seed 001's story: a navigation stack whose pops are PJPopAnimation (the top page slides
/// right over the one below, 0.3 s), driven from a pan anywhere on the screen (the
/// full-screen pop); release past half the width finishes, otherwise it cancels.
///
/// Tuned: the pop's duration, the release policy and thresholds, and the edge zone (the
/// article's `maxAllowedInitialDistance`, 0: anywhere), copied into the port's stored
/// properties.
///
/// Mouse: click "Push" (the default push); drag right anywhere on the pushed page to pop,
/// or click "Back" for the animated pop.
extension Scene {
  static let seed001Pop = Scene(
    name: "seed001-pop", summary: "seed 001: custom pop animation with full-screen pop",
    defaultTuning: Tuning(duration: 0.3, policy: .progress, progressThreshold: 0.5, edgeZone: 0),
    tunedParameters: [.duration, .policy, .progressThreshold, .velocityThreshold, .edgeZone],
    transitions: .pair(
      "push", "pop",
      there: { window in (topPage(in: window) as? PopDemoPage)?.pushNext() },
      back: { window in
        _ = topPage(in: window)?.navigationController?.popViewController(animated: true)
      }
    )
  ) { tuning in
    let navigation = PJNavigationController(rootViewController: PopDemoPage(level: 1))
    // Its viewDidLoad makes the interactive transition the tuning goes to.
    navigation.loadViewIfNeeded()
    tuning.observe { [weak navigation] tuning in
      guard let navigation else { return }
      navigation.maxAllowedInitialDistance = tuning.edgeZone
      navigation.navTransition.popAnimation.duration = tuning.duration
      navigation.navTransition.decisionPolicy = tuning.decisionPolicy
    }
    return navigation
  }

  @MainActor
  private static func topPage(in window: UIWindow) -> UIViewController? {
    (window.rootViewController as? UINavigationController)?.topViewController
  }
}

/// A colored page with "Push" and, above the root, "Back".
final class PopDemoPage: UIViewController {
  let level: Int
  private static let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple]

  init(level: Int) {
    self.level = level
    super.init(nibName: nil, bundle: nil)
    title = "Page \(level)"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Self.colors[(level - 1) % Self.colors.count]
    let hint = UILabel(frame: CGRect(x: 0, y: 40, width: view.bounds.width, height: 30))
    hint.text = level == 1 ? "Push a page" : "Drag right anywhere to pop"
    hint.textColor = .white
    hint.textAlignment = .center
    hint.autoresizingMask = [.flexibleWidth]
    view.addSubview(hint)
    let push = DemoButton.make("Push", y: 100, in: view)
    push.addTarget(self, for: .touchUpInside) { [unowned self] _ in self.pushNext() }
    if level > 1 {
      let back = DemoButton.make("Back", y: 170, in: view)
      back.addTarget(self, for: .touchUpInside) { [unowned self] _ in
        self.navigationController?.popViewController(animated: true)
      }
    }
  }

  func pushNext() {
    navigationController?.pushViewController(PopDemoPage(level: level + 1), animated: true)
  }
}
