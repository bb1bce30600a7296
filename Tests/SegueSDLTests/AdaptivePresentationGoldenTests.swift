import Segue
import SegueTesting
import SnapshotTesting
import Testing

/// A card presentation adapted on an iPhone to full screen, its content wrapped in a
/// navigation controller with a close button, as the delegate's
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` asks (issue 15,
/// point 5). The reference PNG in `__Snapshots__/AdaptivePresentationGoldenTests` was
/// looked at before it was committed.
@MainActor
@Suite struct AdaptivePresentationGoldenTests {
  /// A card in the middle of the screen, where a popover would be.
  final class CardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      return bounds.insetBy(dx: bounds.width / 4, dy: bounds.height / 4)
    }
  }

  final class Presenter: UIViewController, UIViewControllerTransitioningDelegate,
    UIAdaptivePresentationControllerDelegate
  {
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      let card = CardPresentationController(
        presentedViewController: presented, presenting: presenting)
      card.delegate = self
      return card
    }

    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { .fullScreen }

    func presentationController(
      _ controller: UIPresentationController,
      viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
      let navigation = UINavigationController(
        rootViewController: controller.presentedViewController)
      navigation.topViewController?.navigationItem.rightBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .done, target: self
      ) { [unowned self] _ in
        self.dismiss(animated: true)
      }
      return navigation
    }
  }

  /// The whole iPhone 15 screen: the status bar, the gray bar with "Filters" in the middle
  /// and a semibold blue "Done" at the right, whole, the teal content under it down to the
  /// bottom; no card, no orange presenter.
  @Test func adaptedToFullScreenInANavigationController() {
    let device = DeviceDescription.iPhone15
    let presenter = Presenter()
    presenter.view.backgroundColor = .systemOrange
    let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
    window.screen = UIScreen(device: device)
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    let filters = UIViewController()
    filters.title = "Filters"
    filters.view.backgroundColor = .systemTeal
    filters.modalPresentationStyle = .custom
    filters.transitioningDelegate = presenter
    presenter.present(filters, animated: true)
    window.step(frames: 40)
    assertSnapshot(of: window, as: .image(size: device.screenSize), named: "wrapped")
  }
}
