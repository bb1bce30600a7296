import Foundation

extension UIWindow {
  /// Runs `frames` frames of 1/60 s on the window's own clock, each followed by a layout, as
  /// the playground's window does between two drawings: animations advance, transitions
  /// start (on the frame after `present` or `push`) and complete, completions run. For tests
  /// and headless tools; the playground's host ticks the clock with the display's time.
  ///
  ///     home.present(detail, animated: true)
  ///     window.step(frames: 22)  // 0.35 s and the frame it starts on: presented
  ///     #expect(home.presentedViewController === detail)
  public func step(frames: Int = 1) {
    for _ in 0..<max(frames, 0) {
      animationEngine.step()
      layoutIfNeeded()
    }
  }
}
