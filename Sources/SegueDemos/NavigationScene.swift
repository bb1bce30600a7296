import Segue

/// The second scene: a navigation controller with three colored controllers pushed.
/// Swipe from the left edge to pop (a slow swipe past half way, or a quick flick); grab a
/// push or pop while it runs to scrub it. Tap a screen to push the next color.
enum NavigationScene {
  static let colors: [(String, UIColor)] = [
    ("Red", .systemRed), ("Orange", .systemOrange), ("Blue", .systemBlue),
    ("Green", .systemGreen), ("Purple", .systemPurple),
  ]

  @MainActor
  static func make() -> UIViewController {
    let navigation = UINavigationController(rootViewController: ColorViewController(index: 0))
    navigation.pushViewController(ColorViewController(index: 1), animated: false)
    navigation.pushViewController(ColorViewController(index: 2), animated: false)
    return navigation
  }

  /// Push the next color over the three; pop the top one.
  static let transitions = [
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

/// One screen of the stack: its color fills the view, its name is the title.
final class ColorViewController: UIViewController {
  let index: Int

  init(index: Int) {
    self.index = index
    super.init()
    title = NavigationScene.colors[index % NavigationScene.colors.count].0
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = NavigationScene.colors[index % NavigationScene.colors.count].1
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
