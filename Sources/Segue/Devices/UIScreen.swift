import Foundation

/// The display a window shows on (`UIWindow.screen`): its size in points, its scale and the
/// device it stands for (`DeviceDescription`).
///
///     let width = UIScreen.main.bounds.width
@preconcurrency @MainActor
public final class UIScreen {
  /// The key window's screen, as on iOS where the main screen is the one the app shows on;
  /// with no key window, a 390×844 pt screen of no device (an iPhone 14's size).
  public static var main: UIScreen {
    UIApplication.shared.keyWindow?.screen ?? UIScreen(device: .custom(size: fallbackSize))
  }

  private static let fallbackSize = CGSize(width: 390, height: 844)

  /// The device area in points: the device's screen size until a host resizes it.
  public private(set) var bounds: CGRect
  /// Pixels per point.
  public private(set) var scale: CGFloat
  /// What the screen stands for: its safe-area insets and corners.
  public let device: DeviceDescription
  /// The traits of the screen's windows: the system appearance (light unless a host set
  /// it, `--appearance`), the device's size classes at the current size, the scale and
  /// the idiom. Kept up to date by `configure`, so reading it allocates nothing.
  public private(set) var traitCollection: UITraitCollection
  /// Whether Reduce Motion is on for the device (`UIWindow.setReduceMotionEnabled(_:)`);
  /// off by default.
  public internal(set) var isReduceMotionEnabled = false

  /// A screen of `device`, `size` points large (its screen size by default) at `scale`
  /// pixels per point (its scale by default).
  public init(device: DeviceDescription, size: CGSize? = nil, scale: CGFloat? = nil) {
    self.device = device
    bounds = CGRect(origin: .zero, size: size ?? device.screenSize)
    self.scale = scale ?? device.scale
    traitCollection = device.traitCollection(
      size: bounds.size, scale: scale ?? device.scale, style: .light)
  }

  /// The insets the device's status bar, sensor housing and home indicator take at the
  /// screen's current size and orientation, in points.
  public var safeAreaInsets: UIEdgeInsets { device.safeAreaInsets(in: bounds.size) }

  /// Called by hosts (the SDL window, a headless renderer) when the device area changes
  /// size or pixel density; a window on this screen takes the new insets at its next
  /// layout pass.
  public func configure(size: CGSize, scale: CGFloat) {
    bounds = CGRect(origin: .zero, size: size)
    self.scale = scale
    traitCollection = device.traitCollection(
      size: size, scale: scale, style: traitCollection.userInterfaceStyle)
  }

  /// Called by hosts to set the system appearance (`--appearance`); `.unspecified` reads as
  /// light. A window on this screen tells its views with `UIWindow.setSystemAppearance(_:)`, which calls this.
  public func configure(userInterfaceStyle: UIUserInterfaceStyle) {
    traitCollection = device.traitCollection(
      size: bounds.size, scale: scale,
      style: userInterfaceStyle == .unspecified ? .light : userInterfaceStyle)
  }
}
