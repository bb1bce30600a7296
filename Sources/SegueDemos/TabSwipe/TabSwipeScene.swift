import Segue
import SeguePlaygroundCore

/// A tab bar controller whose tabs switch by a horizontal swipe on the content: left for
/// the next tab, right for the previous one. The content follows the pointer (the
/// delegate hands out a percent-driven interaction for the switch the swipe starts), and
/// on release the tuned policy finishes or cancels it, continuing at the release speed.
/// A click on a tab slides too, without interaction.
///
/// Mouse: drag the content left or right; or click a tab.
extension Scene {
  static let tabSwipe = Scene(
    name: "tab-swipe",
    summary: "four colored tabs; swipe the content left or right to switch tabs",
    defaultTuning: .standard,
    tunedParameters: Set(Tuning.Parameter.allCases).subtracting([.edgeZone]),
    transitions: .pair(
      "next", "previous",
      there: { window in (window.rootViewController as? UITabBarController)?.selectedIndex = 1 },
      back: { window in (window.rootViewController as? UITabBarController)?.selectedIndex = 0 })
  ) { tuning in
    SwipeTabBarController(tuning: tuning)
  }
}

final class SwipeTabBarController: UITabBarController, UITabBarControllerDelegate {
  let tuning: LiveTuning
  /// The switch the swipe drives, from its start until its release.
  private var interaction: UIPercentDrivenInteractiveTransition?
  /// The swipe's direction: −1 left (to the next tab), +1 right (to the previous one).
  private var direction: CGFloat = 0

  init(tuning: LiveTuning) {
    self.tuning = tuning
    super.init(nibName: nil, bundle: nil)
    let tabs: [(String, UIColor)] = [
      ("Red", .systemRed), ("Green", .systemGreen), ("Blue", .systemBlue),
      ("Purple", .systemPurple),
    ]
    viewControllers = tabs.map { title, color in TabPage(title: title, color: color) }
    delegate = self
    for page in viewControllers ?? [] {
      page.view.addGestureRecognizer(
        UIPanGestureRecognizer(target: self) { [unowned self] pan in handleSwipe(pan) })
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private func handleSwipe(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      let moved = pan.translation(in: view)
      direction = moved.x < 0 ? -1 : 1
      let target = selectedIndex - Int(direction)
      guard transitionCoordinator == nil, abs(moved.x) >= abs(moved.y),
        (viewControllers ?? []).indices.contains(target)
      else { return }
      interaction = UIPercentDrivenInteractiveTransition()
      selectedIndex = target
      interaction?.update(release(pan), policy: tuning.decisionPolicy)
    case .changed:
      interaction?.update(release(pan), policy: tuning.decisionPolicy)
    case .ended, .cancelled:
      guard let interaction else { return }
      self.interaction = nil
      tuning.value.configure(interaction)
      if pan.state == .ended {
        interaction.finishOrCancel(release(pan), policy: tuning.decisionPolicy)
      } else {
        interaction.cancel()
      }
    default:
      break
    }
  }

  /// The swipe measured along its direction, over the width of the content.
  private func release(_ pan: UIPanGestureRecognizer) -> TransitionDecisionPolicy.Release {
    TransitionDecisionPolicy.Release(pan: pan, in: view, direction: CGVector(dx: direction, dy: 0))
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let tabs = viewControllers ?? []
    let from = tabs.firstIndex { $0 === fromVC } ?? 0
    let to = tabs.firstIndex { $0 === toVC } ?? 0
    return TabSlideAnimator(towardsRight: to > from, tuning: tuning.value)
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }
}

/// One tab: its color fills the view, its name in the middle.
final class TabPage: UIViewController {
  private let color: UIColor

  init(title: String, color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
    let label = UILabel(
      frame: CGRect(x: 0, y: view.bounds.midY - 60, width: view.bounds.width, height: 40))
    label.text = title
    label.font = .boldSystemFont(ofSize: 32)
    label.textColor = .white
    label.textAlignment = .center
    label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    view.addSubview(label)
    let hint = UILabel(
      frame: CGRect(x: 0, y: view.bounds.midY, width: view.bounds.width, height: 24))
    hint.text = "Swipe left or right"
    hint.textColor = .white
    hint.textAlignment = .center
    hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    view.addSubview(hint)
  }
}
