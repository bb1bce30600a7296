import Segue
import SegueDemosPorted

/// The presenting side of the bubble scene, as BubbleTransition's own demo wires it: the
/// controller is the transitioning delegate and hands the transition the button's center
/// and color each time.
final class BubbleHomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
  /// The bubble's color and the presented page's background: BubbleTransition asks that
  /// they match.
  static let color = UIColor(red: 0.36, green: 0.27, blue: 0.84, alpha: 1)

  let transitionButton = BubbleButton.make("+", color: BubbleHomeViewController.color)
  let transition = BubbleTransition()
  let interactiveTransition = BubbleInteractiveTransition()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let title = UILabel()
    title.text = "Bubble"
    title.font = .boldSystemFont(ofSize: 28)
    title.textAlignment = .center
    title.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(title)
    view.addSubview(transitionButton)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    BubbleButton.pin(transitionButton, in: view)
    transitionButton.addTarget(self, for: .touchUpInside) { [unowned self] _ in
      self.presentModal()
    }
  }

  func presentModal() {
    let controller = BubbleModalViewController()
    controller.transitioningDelegate = self
    controller.modalPresentationStyle = .custom
    interactiveTransition.attach(to: controller)
    present(controller, animated: true)
  }

  // MARK: UIViewControllerTransitioningDelegate

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    transition.transitionMode = .present
    transition.startingPoint = transitionButton.center
    transition.bubbleColor = transitionButton.backgroundColor!
    return transition
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    transition.transitionMode = .dismiss
    transition.startingPoint = transitionButton.center
    transition.bubbleColor = transitionButton.backgroundColor!
    return transition
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interactiveTransition
  }
}
