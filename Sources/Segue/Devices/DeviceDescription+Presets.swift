import Foundation

// Sizes and scales: Apple's Human Interface Guidelines, "Layout" › "Specifications"
// (developer.apple.com/design/human-interface-guidelines/layout#Specifications). Safe-area
// insets: what `UIView.safeAreaInsets` reads on each device in Xcode's simulators (Apple
// publishes no table; the HIG's "Layout" page shows the areas). Corner radii: the display's
// `_displayCornerRadius` as the simulators report it, as collected in
// github.com/kylebshr/ScreenCorners.
extension DeviceDescription {
  /// iPhone SE (2nd and 3rd generation): 375×667 pt @2x, a 20 pt status bar, a Home button
  /// instead of an indicator, square corners; the status bar is hidden in landscape.
  public static let iPhoneSE = DeviceDescription(
    name: "iphone-se", screenSize: CGSize(width: 375, height: 667), scale: 2,
    portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeAreaInsets: .zero, displayCornerRadius: 0)

  /// iPhone 15: 393×852 pt @3x; the Dynamic Island keeps 59 pt at the top, the home
  /// indicator 34 pt at the bottom (21 pt in landscape); 55 pt corners.
  public static let iPhone15 = DeviceDescription(
    name: "iphone-15", screenSize: CGSize(width: 393, height: 852), scale: 3,
    portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    displayCornerRadius: 55)

  /// iPhone 15 Pro Max: 430×932 pt @3x, the same Dynamic Island and home indicator insets as
  /// the iPhone 15, 55 pt corners.
  public static let iPhone15ProMax = DeviceDescription(
    name: "iphone-15-pro-max", screenSize: CGSize(width: 430, height: 932), scale: 3,
    portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    displayCornerRadius: 55)

  /// iPad (10th generation): 820×1180 pt @2x, a 24 pt status bar and a 20 pt home indicator
  /// in either orientation, 18 pt corners.
  public static let iPad = DeviceDescription(
    name: "ipad", userInterfaceIdiom: .pad, screenSize: CGSize(width: 820, height: 1180), scale: 2,
    portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    displayCornerRadius: 18)

  /// The presets `--device` names, smallest first.
  public static let presets = [iPhoneSE, iPhone15, iPhone15ProMax, iPad]

  /// The preset called `name` (`iphone-15`), or nil.
  public static func preset(named name: String) -> DeviceDescription? {
    presets.first { $0.name == name }
  }
}
