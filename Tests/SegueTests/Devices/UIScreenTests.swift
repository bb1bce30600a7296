import Foundation
import Testing

@testable import Segue

/// `UIScreen.main` is the key window's screen, `UIDevice.current` its device, and each
/// preset describes its device.
@MainActor
@Suite struct UIScreenTests {
  @Test func mainIsTheKeyWindowsScreen() {
    let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    phone.screen = UIScreen(device: .iPhone15)
    phone.makeKeyAndVisible()
    #expect(UIScreen.main === phone.screen)
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    #expect(UIScreen.main.scale == 3)

    let tablet = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
    tablet.screen = UIScreen(device: .iPad)
    tablet.makeKeyAndVisible()
    #expect(UIScreen.main === tablet.screen)
    // While the phone's engine runs (its animations' callbacks), its screen is the main one.
    phone.animationEngine.perform { #expect(UIScreen.main === phone.screen) }
  }

  @Test func aControllersDefaultViewTakesTheKeyWindowsScreenSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 430, height: 932))
    window.screen = UIScreen(device: .iPhone15ProMax)
    window.makeKeyAndVisible()
    #expect(UIViewController().view.frame == CGRect(x: 0, y: 0, width: 430, height: 932))
  }

  @Test func aScreenCanBeSizedApartFromItsDevice() {
    let screen = UIScreen(device: .iPhone15, size: CGSize(width: 300, height: 600), scale: 1)
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 300, height: 600))
    #expect(screen.scale == 1)
    #expect(screen.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    screen.configure(size: CGSize(width: 600, height: 300), scale: 2)
    #expect(screen.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  @Test func thePresets() {
    let names = DeviceDescription.presets.map(\.name)
    #expect(names == ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad"])
    #expect(DeviceDescription.preset(named: "iphone-15") == .iPhone15)
    #expect(DeviceDescription.preset(named: "iphone-x") == nil)
    #expect(DeviceDescription.iPhoneSE.screenSize == CGSize(width: 375, height: 667))
    #expect(DeviceDescription.iPhoneSE.displayCornerRadius == 0)
    #expect(DeviceDescription.iPhone15ProMax.screenSize == CGSize(width: 430, height: 932))
    #expect(DeviceDescription.iPad.safeAreaInsets(in: CGSize(width: 1180, height: 820)).top == 24)
    #expect(DeviceDescription.custom(size: CGSize(width: 10, height: 20)).screenSize.height == 20)
  }

  @Test func theDeviceIdiomFollowsTheKeyWindowsScreen() {
    let tablet = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
    tablet.screen = UIScreen(device: .iPad)
    tablet.makeKeyAndVisible()
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
    #expect(UIDevice.current.model == "iPad")
    // A window made with a frame has a plain screen: a phone's.
    let plain = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    plain.makeKeyAndVisible()
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.model == "iPhone")
    #expect(UIDevice.current.systemName == "iOS")
    #expect(UIUserInterfaceIdiom.mac.rawValue == 5)
  }
}
