import Foundation
import Testing

@testable import Segue

/// Records the trait changes it hears, as iOS code adapting to dark mode does.
@MainActor
private final class ThemedView: UIView {
  var previousStyles: [UIUserInterfaceStyle?] = []
  var currentStyles: [UIUserInterfaceStyle] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previousStyles.append(previousTraitCollection?.userInterfaceStyle)
    currentStyles.append(UITraitCollection.current.userInterfaceStyle)
  }
}

@MainActor
private final class ThemedViewController: UIViewController {
  var previousStyles: [UIUserInterfaceStyle?] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previousStyles.append(previousTraitCollection?.userInterfaceStyle)
  }
}

/// `UITraitCollection`, `traitCollection` down the hierarchy, `overrideUserInterfaceStyle`
/// and `traitCollectionDidChange` (issue 15, point 5).
@MainActor
@Suite struct TraitCollectionTests {
  func window(_ root: UIViewController, device: DeviceDescription = .iPhone15) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
    window.screen = UIScreen(device: device)
    window.rootViewController = root
    return window
  }

  @Test func aCollectionMadeFromOneTraitLeavesTheOthersUnspecified() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(dark.userInterfaceStyle == .dark)
    #expect(dark.horizontalSizeClass == .unspecified && dark.verticalSizeClass == .unspecified)
    #expect(dark.displayScale == 0)
    #expect(UITraitCollection().userInterfaceStyle == .unspecified)
    let combined = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), dark,
      UITraitCollection(displayScale: 2),
    ])
    #expect(combined.userInterfaceStyle == .dark && combined.horizontalSizeClass == .compact)
    #expect(combined.displayScale == 2)
    #expect(combined.containsTraits(in: dark) && !dark.containsTraits(in: combined))
    #expect(dark == UITraitCollection(userInterfaceStyle: .dark))
    #expect(
      dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
  }

  @Test(arguments: [
    (
      "iphone-15", CGSize(width: 393, height: 852), UIUserInterfaceSizeClass.compact,
      UIUserInterfaceSizeClass.regular
    ),
    ("iphone-15", CGSize(width: 852, height: 393), .compact, .compact),
    ("iphone-15-pro-max", CGSize(width: 932, height: 430), .regular, .compact),
    ("ipad", CGSize(width: 820, height: 1180), .regular, .regular),
    ("ipad", CGSize(width: 320, height: 1180), .compact, .regular),
  ])
  func theSizeClassesFollowTheDeviceAndItsSize(
    device name: String, size: CGSize, horizontal: UIUserInterfaceSizeClass,
    vertical: UIUserInterfaceSizeClass
  ) throws {
    let device = try #require(DeviceDescription.preset(named: name))
    let screen = UIScreen(device: device, size: size)
    #expect(screen.traitCollection.horizontalSizeClass == horizontal)
    #expect(screen.traitCollection.verticalSizeClass == vertical)
    #expect(screen.traitCollection.displayScale == device.scale)
    #expect(screen.traitCollection.userInterfaceIdiom == device.userInterfaceIdiom)
    #expect(screen.traitCollection.userInterfaceStyle == .light, "the system appearance")
  }

  @Test func viewsAndControllersInheritTheirWindowsTraits() {
    let root = UIViewController()
    let window = window(root)
    let child = UIView()
    root.view.addSubview(child)
    #expect(window.traitCollection.userInterfaceStyle == .light)
    #expect(root.traitCollection.userInterfaceStyle == .light)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(child.traitCollection.displayScale == 3)
  }

  @Test func anOverrideAppliesToTheSubtreeAndTellsWhoseTraitsChanged() {
    let root = ThemedViewController()
    _ = window(root)
    let outer = ThemedView()
    let inner = ThemedView()
    root.view.addSubview(outer)
    outer.addSubview(inner)
    let pinned = ThemedView()
    pinned.overrideUserInterfaceStyle = .light
    outer.addSubview(pinned)

    root.overrideUserInterfaceStyle = .dark

    #expect(root.traitCollection.userInterfaceStyle == .dark)
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect(root.previousStyles == [.light])
    #expect(outer.previousStyles == [.light] && inner.previousStyles == [.light])
    #expect(inner.currentStyles == [.dark], "UITraitCollection.current is the view's new one")
    #expect(pinned.previousStyles.isEmpty && pinned.traitCollection.userInterfaceStyle == .light)

    root.overrideUserInterfaceStyle = .dark
    #expect(inner.previousStyles.count == 1, "no change, no call")
    outer.overrideUserInterfaceStyle = .light
    #expect(inner.previousStyles == [.light, .dark])
    #expect(root.previousStyles == [.light])
  }

  @Test func theSystemAppearanceReachesEveryViewOfTheWindow() {
    let root = ThemedViewController()
    let window = window(root)
    let view = ThemedView()
    root.view.addSubview(view)
    window.setSystemAppearance(.dark)
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    #expect(view.previousStyles == [.light] && root.previousStyles == [.light])
    #expect(window.screen.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func performAsCurrentBindsCurrentForItsScope() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var seen: UIUserInterfaceStyle?
    dark.performAsCurrent { seen = UITraitCollection.current.userInterfaceStyle }
    #expect(seen == .dark)
    #expect(UITraitCollection.current.userInterfaceStyle == .light, "the main screen's after it")
  }
}
