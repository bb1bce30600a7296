import Foundation

/// Core Animation's media time, in seconds: the animation clock of the engine bound with
/// `AnimationEngine.perform(_:)` (inside animators, completions and delegate calls, the
/// window's), else the key window's; 0 when there is neither. Never the wall clock, so a
/// paused or stepped playground holds it too.
///
///     let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
  (AnimationEngine.current ?? UIApplication.shared.keyWindow?.animationEngine)?.clock.now ?? 0
}
