import Foundation
import Segue

extension Scene {
  /// A key window of `size` points showing this scene's root controller, on a screen of
  /// `device` (none: no safe-area insets) at that size and `scale`; the window is key before
  /// the controllers are made, so those that read `UIScreen.main.bounds` fit it. The
  /// window's clock starts at host time `time`, before its controllers load, so animations
  /// they start run from then. The controllers read `tuning` (by default a fresh one
  /// holding `defaultTuning`) and load in the system `appearance` (light by default), with
  /// Reduce Motion on if `reduceMotion`.
  @MainActor
  public func makeWindow(
    size: CGSize, scale: CGFloat = 1, device: DeviceDescription? = nil,
    startingAt time: TimeInterval = 0, tuning: LiveTuning? = nil,
    appearance: UIUserInterfaceStyle = .light, reduceMotion: Bool = false
  ) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screen = UIScreen(
      device: device ?? .custom(size: size, scale: scale), size: size, scale: scale)
    window.setSystemAppearance(appearance)
    window.setReduceMotionEnabled(reduceMotion)
    if time > 0 { window.animationEngine.tick(to: time) }
    window.makeKeyAndVisible()
    window.rootViewController = rootViewController(tuning: tuning ?? LiveTuning(defaultTuning))
    return window
  }

  /// The builder's controller; one already in a window (a builder that returns the same
  /// instance each time) cannot be the root of a second, so a warning names the scene and
  /// a stand-in says so in the window.
  @MainActor
  private func rootViewController(tuning: LiveTuning) -> UIViewController {
    let controller = makeRootViewController(tuning)
    guard controller.isViewLoaded, controller.view.window != nil else { return controller }
    let problem =
      "scene '\(name)': its builder returned a \(type(of: controller)) that is already in a "
      + "window; return a new controller each time"
    Diagnostics.warn(problem)
    return SceneProblemViewController(problem)
  }
}
