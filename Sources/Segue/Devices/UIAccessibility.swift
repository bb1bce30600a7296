import Foundation

/// The accessibility settings iOS code reads. Reduce Motion is the key window's screen's
/// setting (`UIWindow.setReduceMotionEnabled(_:)`, the playground's M key and
/// `--reduce-motion`), so no global needs resetting between tests; off with no key window.
///
///     let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.35
public enum UIAccessibility {
  /// True while Reduce Motion is on: transitions should cross-fade rather than slide or zoom.
  @preconcurrency @MainActor public static var isReduceMotionEnabled: Bool {
    UIApplication.shared.keyWindow?.screen.isReduceMotionEnabled ?? false
  }

  /// Posted (on `NotificationCenter.default`, with no object) when Reduce Motion turns on or
  /// off.
  public static let reduceMotionStatusDidChangeNotification = Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
