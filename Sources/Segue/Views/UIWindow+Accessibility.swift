import Foundation

extension UIWindow {
  /// A Segue extra: the user turned Reduce Motion on or off, as in Settings. The window's
  /// screen takes it (`UIAccessibility.isReduceMotionEnabled` reads the key window's), and a
  /// change posts `UIAccessibility.reduceMotionStatusDidChangeNotification`. Hosts call it
  /// for `--reduce-motion` and the playground's M key.
  ///
  ///     window.setReduceMotionEnabled(true)
  public func setReduceMotionEnabled(_ enabled: Bool) {
    guard screen.isReduceMotionEnabled != enabled else { return }
    screen.isReduceMotionEnabled = enabled
    NotificationCenter.default.post(
      name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
  }
}
