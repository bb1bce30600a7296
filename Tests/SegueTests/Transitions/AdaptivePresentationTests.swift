import Foundation
import Testing

@testable import Segue

/// A `.custom` presentation adapts on an iPhone (a horizontally compact window) as its
/// presentation controller's delegate says, and never on an iPad (issue 15, point 5).
@MainActor
@Suite struct AdaptivePresentationTests {
  /// A card over the bottom half, the presenter staying underneath.
  final class CardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
  }

  /// Presents cards and answers the adaptive questions as a presenting controller does.
  final class CardPresenter: UIViewController, UIViewControllerTransitioningDelegate,
    UIAdaptivePresentationControllerDelegate
  {
    var compactStyle: UIModalPresentationStyle = .none
    var asked: [UIUserInterfaceSizeClass] = []
    var willPresent: [UIModalPresentationStyle] = []

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
      _ presentationController: UIPresentationController,
      willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      willPresent.append(style)
      #expect(transitionCoordinator != nil)
    }

    func showCard() -> UIViewController {
      let card = UIViewController()
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = self
      present(card, animated: true)
      return card
    }
  }

  @Test func answeringNoneKeepsTheCustomPresentationOnAnIPhone() {
    let presenter = CardPresenter()
    let window = makeWindow(root: presenter, device: .iPhone15)
    let card = presenter.showCard()
    window.step(frames: 40)

    #expect(presenter.asked == [.compact])
    #expect(presenter.willPresent == [UIModalPresentationStyle.none])
    #expect(card.presentationController is CardPresentationController)
    #expect(card.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
    #expect(presenter.view.window === window, "the presenter stays underneath")
  }

  @Test func answeringFullScreenAdaptsOnAnIPhoneButNotOnAnIPad() {
    let phonePresenter = CardPresenter()
    phonePresenter.compactStyle = .fullScreen
    let phone = makeWindow(root: phonePresenter, device: .iPhone15)
    let phoneCard = phonePresenter.showCard()
    phone.step(frames: 40)
    #expect(phonePresenter.willPresent == [.fullScreen])
    #expect(phoneCard.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(phonePresenter.view.window == nil, "a full-screen presentation removes the presenter")
    #expect(phoneCard.presentationController?.presentationStyle == .fullScreen)

    let padPresenter = CardPresenter()
    padPresenter.compactStyle = .fullScreen
    let pad = makeWindow(root: padPresenter, device: .iPad)
    let padCard = padPresenter.showCard()
    pad.step(frames: 40)
    #expect(padPresenter.asked.isEmpty, "a regular width is not asked")
    #expect(padPresenter.willPresent == [UIModalPresentationStyle.none])
    #expect(padCard.presentationController is CardPresentationController)
    let size = DeviceDescription.iPad.screenSize
    #expect(
      padCard.view.frame
        == CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2))
  }

  @Test func anAnswerThatIsNotAnAdaptiveStyleKeepsThePresentationWithAWarning() {
    let presenter = CardPresenter()
    presenter.compactStyle = .popover
    let window = makeWindow(root: presenter, device: .iPhone15)
    let (card, warnings) = capturingWarnings {
      let card = presenter.showCard()
      window.step(frames: 40)
      return card
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("returned popover") == true)
    #expect(card.presentationController is CardPresentationController)
  }

  @Test func withoutADelegateACustomPresentationDoesNotAdapt() {
    let presenting = UIViewController()
    let controller = UIPresentationController(
      presentedViewController: UIViewController(), presenting: presenting)
    #expect(controller.adaptivePresentationStyle == .none)
    #expect(
      controller.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
        == .none)
  }
}
