import Foundation
import Testing

@testable import Segue

/// A `.custom` presentation adapts on an iPhone (a horizontally compact window) as its
/// presentation controller's delegate says, and never on an iPad (issue 15, point 5).
@MainActor
@Suite struct AdaptivePresentationTests {
  @Test func answeringNoneKeepsTheCustomPresentationOnAnIPhone() {
    let presenter = CardPresenter()
    let window = makeWindow(root: presenter, device: .iPhone15)
    let card = presenter.showCard()
    window.step(frames: 40)

    #expect(presenter.asked == [.compact])
    #expect(presenter.willPresent == [UIModalPresentationStyle.none])
    #expect(presenter.toControllers.first ?? nil === card, "with a coordinator")
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
    let (window, card, warnings) = presenter.showCardOnAnIPhone()
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("returned popover") == true)
    #expect(card.presentationController is CardPresentationController)
    #expect(presenter.view.window === window, "the presenter stays underneath")
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
