import Foundation
import Testing

@testable import Segue

@MainActor
private final class StyledViewController: UIViewController {
  var style = UIStatusBarStyle.default
  var hidden = false
  override var preferredStatusBarStyle: UIStatusBarStyle { style }
  override var prefersStatusBarHidden: Bool { hidden }
}

/// A container that lets its second child decide the status bar, as iOS code does with
/// `childForStatusBarStyle`.
@MainActor
private final class SplitViewController: UIViewController {
  let leading = StyledViewController()
  let trailing = StyledViewController()
  override var childForStatusBarStyle: UIViewController? { trailing }
  override var childForStatusBarHidden: UIViewController? { trailing }
  override func viewDidLoad() {
    super.viewDidLoad()
    for child in [leading, trailing] {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }
}

/// Which controller decides the status bar, and what it asks for (issue 15, point 5).
@MainActor
@Suite struct StatusBarTests {
  func window(_ root: UIViewController, device: DeviceDescription = .iPhone15) -> UIWindow {
    makeWindow(root: root, device: device)
  }

  @Test func theRootControllerDecidesAndSetNeedsUpdateIsReadAtOnce() {
    let root = StyledViewController()
    let window = window(root)
    #expect(window.showsStatusBar && !window.statusBarHasLightContent)
    root.style = .lightContent
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(window.statusBarHasLightContent)
    root.hidden = true
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(!window.showsStatusBar)
  }

  @Test func theDefaultStyleFollowsTheAppearance() {
    let root = StyledViewController()
    let window = window(root)
    window.setSystemAppearance(.dark)
    #expect(window.statusBarHasLightContent)
    root.overrideUserInterfaceStyle = .light
    #expect(!window.statusBarHasLightContent, "the deciding controller's own traits")
  }

  @Test func aContainerHandsTheDecisionToItsChild() {
    let split = SplitViewController()
    let window = window(split)
    split.trailing.style = .lightContent
    split.leading.hidden = true
    #expect(window.statusBarHasLightContent && window.showsStatusBar)
    split.trailing.hidden = true
    #expect(!window.showsStatusBar)
  }

  @Test func navigationAndTabBarControllersHandItToTheShownChild() {
    let top = StyledViewController()
    top.style = .lightContent
    let navigation = UINavigationController(rootViewController: top)
    #expect(navigation.childForStatusBarStyle === top)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, StyledViewController()]
    let window = window(tabs)
    #expect(tabs.childForStatusBarHidden === navigation)
    #expect(window.statusBarHasLightContent)
  }

  @Test func aFullScreenPresentationDecidesAndASheetOnlyWhenItCaptures() {
    let root = StyledViewController()
    let window = window(root)
    let sheet = StyledViewController()
    sheet.style = .lightContent
    root.present(sheet, animated: false)
    window.step(frames: 2)
    #expect(!window.statusBarHasLightContent, "a sheet leaves it to the presenter")
    sheet.modalPresentationCapturesStatusBarAppearance = true
    #expect(window.statusBarHasLightContent)
    sheet.dismiss(animated: false)
    window.step(frames: 2)
    let cover = StyledViewController()
    cover.modalPresentationStyle = .fullScreen
    cover.hidden = true
    root.present(cover, animated: false)
    window.step(frames: 2)
    #expect(!window.showsStatusBar)
  }

  @Test func aPlainScreenAndALandscapePhoneHaveNoStatusBar() {
    let plain = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    plain.rootViewController = StyledViewController()
    #expect(!plain.showsStatusBar)
    let window = window(StyledViewController())
    window.resize(to: CGSize(width: 852, height: 393), scale: 3, duration: 0)
    #expect(!window.showsStatusBar)
  }
}
