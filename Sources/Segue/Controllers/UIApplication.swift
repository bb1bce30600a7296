import Foundation

/// The app, as far as transition code reaches for it: the key window (seed 004 re-adds the
/// presenter's view to it after a dismissal).
///
///     UIApplication.shared.keyWindow?.addSubview(presentingViewController.view)
@preconcurrency @MainActor
public final class UIApplication {
  /// The one app object, as in UIKit.
  public static let shared = UIApplication()

  /// Windows that have called `makeKeyAndVisible()`, most recent last; weak, so a window
  /// lives as long as its owner (the playground, a test) keeps it.
  private var keyWindows: [WeakWindow] = []

  /// True while a window that goes away completes its transitions: `keyWindow` is nil then.
  var isTearingDownWindow = false

  private init() {}

  /// The key window. On iOS there is one; here tests may hold several at once, so while a
  /// window's engine runs callbacks (animation and transition completions, which is where
  /// transition code asks) it is that window; otherwise the last one made key.
  public var keyWindow: UIWindow? {
    // A window going away completes its transitions; their callbacks must not reach into
    // another window (UIWindow+Teardown.swift).
    guard !isTearingDownWindow else { return nil }
    keyWindows.removeAll { $0.window == nil }
    if let engine = AnimationEngine.current,
      let window = keyWindows.last(where: { $0.window?.animationEngine === engine })?.window
    {
      return window
    }
    return keyWindows.last?.window
  }

  func windowBecameKey(_ window: UIWindow) {
    keyWindows.removeAll { $0.window == nil || $0.window === window }
    for other in keyWindows { other.window?.resignKey() }
    keyWindows.append(WeakWindow(window: window))
  }

  private struct WeakWindow {
    weak var window: UIWindow?
  }
}
