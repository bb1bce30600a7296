import Foundation
import Testing

@testable import Segue

/// A card over the bottom half, the presenter staying underneath.
final class CardPresentationController: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
  }
}

/// Presents cards and answers the adaptive questions as a presenting controller does,
/// logging its appearance callbacks as "Presenter.…".
final class CardPresenter: UIViewController, UIViewControllerTransitioningDelegate,
  UIAdaptivePresentationControllerDelegate
{
  /// What `presentationController(_:viewControllerForAdaptivePresentationStyle:)` answers.
  enum Replacement {
    /// Nil: the card itself is shown.
    case none
    /// The card in a navigation controller whose Done button dismisses it, as popover
    /// adaptation code does.
    case navigationWithDone
    /// This presenter, which is on screen already.
    case presenter
  }

  let log: CallLog
  var compactStyle: UIModalPresentationStyle = .none
  var replacement = Replacement.none
  var asked: [UIUserInterfaceSizeClass] = []
  var askedForReplacement: [UIModalPresentationStyle] = []
  var willPresent: [UIModalPresentationStyle] = []
  /// The transition's `.to` controller, as each `willPresentWithAdaptiveStyle` saw it.
  var toControllers: [UIViewController?] = []

  init(log: CallLog = CallLog()) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewWillAppear(_ animated: Bool) { log.add("Presenter.viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.add("Presenter.viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.add("Presenter.viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.add("Presenter.viewDidDisappear") }

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
  ) -> UIModalPresentationStyle {
    asked.append(traitCollection.horizontalSizeClass)
    return compactStyle
  }

  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    askedForReplacement.append(style)
    switch replacement {
    case .none: return nil
    case .presenter: return self
    case .navigationWithDone:
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

  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    willPresent.append(style)
    toControllers.append(transitionCoordinator?.viewController(forKey: .to))
  }

  /// Presents `card` (a new controller by default) with this presenter's card presentation.
  @discardableResult
  func showCard(_ card: UIViewController = UIViewController()) -> UIViewController {
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = self
    present(card, animated: true)
    return card
  }

  /// Shows a card in a new iPhone 15 window and lets it arrive; returns the window (keep it
  /// alive while checking), the card and the warnings given.
  func showCardOnAnIPhone() -> (window: UIWindow, card: UIViewController, warnings: [String]) {
    let window = makeWindow(root: self, device: .iPhone15)
    let (card, warnings) = capturingWarnings {
      let card = showCard()
      window.step(frames: 40)
      return card
    }
    return (window, card, warnings)
  }
}
