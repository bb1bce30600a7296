import Foundation

/// The app, as far as transition code reaches for it: the key window (seed 004 re-adds the
/// presenter's view to it after a dismissal).
///
///     UIApplication.shared.keyWindow?.addSubview(presentingViewController.view)
@MainActor
public final class UIApplication {
  /// The one app object, as in UIKit.
  public static let shared = UIApplication()

  /// The window that last called `makeKeyAndVisible()`; weak, so a window's lifetime is its
  /// owner's (a test's, the playground's).
  public private(set) weak var keyWindow: UIWindow?

  private init() {}

  func windowBecameKey(_ window: UIWindow) {
    if let old = keyWindow, old !== window { old.resignKey() }
    keyWindow = window
  }
}
