import Foundation
import Testing

@testable import Segue

/// The navigation bar clears the status bar and the Dynamic Island, its background reaching
/// up under them, as on iOS (issue 15, point 5).
@MainActor
@Suite struct NavigationBarSafeAreaTests {
  @Test func theBarAndTheContentSitBelowTheTopOfTheSafeArea() {
    let window = UIWindow(frame: CGRect(origin: .zero, size: DeviceDescription.iPhone15.screenSize))
    window.screen = UIScreen(device: .iPhone15)
    let top = UIViewController()
    top.title = "Inbox"
    let navigation = UINavigationController(rootViewController: top)
    window.rootViewController = navigation
    window.layoutIfNeeded()

    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 393, height: 103))
    #expect(
      navigation.navigationBar.titleLabel.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(navigation.contentView.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
    #expect(top.view.safeAreaInsets.top == 0, "the bar already clears the status bar")
    #expect(top.view.safeAreaInsets.bottom == 34)

    window.resize(to: CGSize(width: 852, height: 393), scale: 3, duration: 0)
    window.step(frames: 1)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 44))
    #expect(navigation.contentView.frame == CGRect(x: 0, y: 44, width: 852, height: 349))
  }

  @Test func onAPlainScreenTheBarIsAtTheTop() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(navigation.contentView.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
  }
}
