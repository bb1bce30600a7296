import Foundation
import Segue

extension Scene {
  /// A key window of `size` points showing this scene's root controller; the screen is set
  /// to the same size first, so controllers that read `UIScreen.main.bounds` fit it. The
  /// window's clock starts at host time `time`, before its controllers load, so animations
  /// they start run from then. The controllers read `tuning` (by default a fresh one
  /// holding `defaultTuning`).
  @MainActor
  public func makeWindow(
    size: CGSize, scale: CGFloat = 1, startingAt time: TimeInterval = 0,
    tuning: LiveTuning? = nil
  ) -> UIWindow {
    UIScreen.main.configure(size: size, scale: scale)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    if time > 0 { window.animationEngine.tick(to: time) }
    window.rootViewController = makeRootViewController(tuning ?? LiveTuning(defaultTuning))
    window.makeKeyAndVisible()
    return window
  }
}
