import Foundation

/// A Segue extra: the screen a window stands for. Its size and scale, the insets its status
/// bar, sensor housing (notch or Dynamic Island) and home indicator take from the safe area,
/// and its rounded display corners, in points. `UIScreen(device:)` gives it to a window;
/// `segue --device NAME` picks a preset.
///
///     window.screen = UIScreen(device: .iPhone15)
///     window.safeAreaInsets  // top 59, bottom 34
public struct DeviceDescription: Equatable, Sendable {
  /// The preset's name on the command line (`iphone-15`), or "custom".
  public var name: String
  /// Phone or pad: what `UIDevice.current.userInterfaceIdiom` reads.
  public var userInterfaceIdiom: UIUserInterfaceIdiom
  /// Points, in portrait.
  public var screenSize: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// Held upright: the status bar or the sensor housing at the top, the home indicator at
  /// the bottom.
  public var portraitSafeAreaInsets: UIEdgeInsets
  /// Turned on its side: phones with a sensor housing keep it clear on both sides, and hide
  /// the status bar.
  public var landscapeSafeAreaInsets: UIEdgeInsets
  /// The radius of the display's rounded corners, in points; 0 for square corners. Renders
  /// clip the window to it.
  public var displayCornerRadius: CGFloat

  public init(
    name: String, userInterfaceIdiom: UIUserInterfaceIdiom = .phone, screenSize: CGSize,
    scale: CGFloat, portraitSafeAreaInsets: UIEdgeInsets, landscapeSafeAreaInsets: UIEdgeInsets,
    displayCornerRadius: CGFloat
  ) {
    self.name = name
    self.userInterfaceIdiom = userInterfaceIdiom
    self.screenSize = screenSize
    self.scale = scale
    self.portraitSafeAreaInsets = portraitSafeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    self.displayCornerRadius = displayCornerRadius
  }

  /// A phone screen of `size` points with no safe-area insets and square corners: what
  /// `--size` alone and `UIWindow(frame:)` give.
  public static func custom(size: CGSize, scale: CGFloat = 1) -> DeviceDescription {
    DeviceDescription(
      name: "custom", screenSize: size, scale: scale, portraitSafeAreaInsets: .zero,
      landscapeSafeAreaInsets: .zero, displayCornerRadius: 0)
  }

  /// The insets of a screen `size` points large: landscape when it is wider than tall.
  public func safeAreaInsets(in size: CGSize) -> UIEdgeInsets {
    size.width > size.height ? landscapeSafeAreaInsets : portraitSafeAreaInsets
  }
}
