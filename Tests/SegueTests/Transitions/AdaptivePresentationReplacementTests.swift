import Foundation
import Testing

@testable import Segue

/// The controller an adapting presentation shows in place of the presented one
/// (`presentationController(_:viewControllerForAdaptivePresentationStyle:)`, issue 15,
/// point 5), written as the classic iOS 8 popover-adaptation code is: full screen on an
/// iPhone, the content wrapped in a navigation controller whose Done button dismisses it.
@MainActor
@Suite struct AdaptivePresentationReplacementTests {
  /// A presenter whose cards go full screen in a compact width, as `replacement` says.
  func presenter(_ replacement: CardPresenter.Replacement, log: CallLog = CallLog())
    -> CardPresenter
  {
    let presenter = CardPresenter(log: log)
    presenter.compactStyle = .fullScreen
    presenter.replacement = replacement
    return presenter
  }

  @Test func onAnIPhoneTheWrappingNavigationControllerIsPresentedFullScreen() throws {
    let presenter = presenter(.navigationWithDone)
    let window = makeWindow(root: presenter, device: .iPhone15)
    let detail = presenter.showCard()
    window.step(frames: 40)

    let navigation = try #require(presenter.presentedViewController as? UINavigationController)
    #expect(presenter.askedForReplacement == [.fullScreen])
    #expect(navigation.viewControllers == [detail])
    #expect(navigation.presentingViewController === presenter)
    #expect(detail.presentingViewController === presenter, "through its new parent")
    #expect(presenter.toControllers.count == 1)
    #expect(presenter.toControllers.first ?? nil === navigation, "the context's .to")
    #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(detail.view.window === window)
    #expect(presenter.view.window == nil, "a full-screen presentation removes the presenter")
    #expect(detail.presentationController === navigation.presentationController)
    #expect(navigation.presentationController?.presentationStyle == .fullScreen)
    #expect(!navigation.isBeingPresented && !detail.isBeingPresented)
  }

  @Test func onAnIPadTheCardIsShownAndNoReplacementIsAskedFor() {
    let presenter = presenter(.navigationWithDone)
    let window = makeWindow(root: presenter, device: .iPad)
    let detail = presenter.showCard()
    window.step(frames: 40)

    #expect(presenter.asked.isEmpty && presenter.askedForReplacement.isEmpty)
    #expect(presenter.presentedViewController === detail)
    #expect(detail.navigationController == nil)
    #expect(detail.presentationController is CardPresentationController)
    #expect(presenter.view.window === window, "the presenter stays under the card")
  }

  @Test func aDelegateAnsweringNilPresentsTheControllerItselfWithoutAWarning() {
    let presenter = presenter(.none)
    let window = makeWindow(root: presenter, device: .iPhone15)
    let (detail, warnings) = capturingWarnings {
      let detail = presenter.showCard()
      window.step(frames: 40)
      return detail
    }
    #expect(warnings.isEmpty)
    #expect(presenter.askedForReplacement == [.fullScreen])
    #expect(presenter.presentedViewController === detail)
    #expect(detail.presentingViewController === presenter)
    #expect(presenter.toControllers.first ?? nil === detail)
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func theDoneButtonDismissesTheWrapperBackToThePresenter() throws {
    let log = CallLog()
    let presenter = presenter(.navigationWithDone, log: log)
    let window = makeWindow(root: presenter, device: .iPhone15)
    let detail = LoggingController("Detail", log: log)
    presenter.showCard(detail)
    window.step(frames: 40)
    #expect(
      log.entries == [
        "Presenter.viewWillAppear", "Presenter.viewDidAppear",
        "Presenter.viewWillDisappear", "Detail.viewWillAppear",
        "Presenter.viewDidDisappear", "Detail.viewDidAppear",
      ])
    log.entries.removeAll()

    let navigation = try #require(detail.navigationController)
    window.layoutIfNeeded()
    let done = try #require(
      navigation.navigationBar.itemView.subviews.compactMap { $0 as? BarButtonView }.first)
    Mouse(window: window).click(done)
    window.step(frames: 40)

    #expect(
      log.entries == [
        "Detail.viewWillDisappear", "Presenter.viewWillAppear",
        "Detail.viewDidDisappear", "Presenter.viewDidAppear",
      ])
    #expect(presenter.presentedViewController == nil)
    #expect(navigation.presentingViewController == nil)
    #expect(detail.presentingViewController == nil)
    #expect(presenter.view.window === window)
    #expect(navigation.viewIfLoaded?.window == nil)
  }

  @Test func dismissingFromTheWrappedControllerDismissesTheWrapper() throws {
    let presenter = presenter(.navigationWithDone)
    let window = makeWindow(root: presenter, device: .iPhone15)
    let detail = presenter.showCard()
    window.step(frames: 40)
    let navigation = try #require(presenter.presentedViewController)

    detail.dismiss(animated: true)
    window.step()
    #expect(navigation.isBeingDismissed)
    window.step(frames: 40)
    #expect(presenter.presentedViewController == nil)
    #expect(presenter.view.window === window)
  }

  @Test func aReplacementAlreadyOnScreenIsRefusedWithAWarning() {
    let presenter = presenter(.presenter)
    presenter.compactStyle = .overFullScreen
    let (window, card, warnings) = presenter.showCardOnAnIPhone()
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("returned CardPresenter, which is already") == true)
    #expect(presenter.presentedViewController === card)
    #expect(card.presentingViewController === presenter)
    #expect(card.presentationController?.presentationStyle == .overFullScreen)
    #expect(card.view.window === window)
  }
}
