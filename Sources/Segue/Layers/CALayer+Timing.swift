import Foundation

extension CALayer: @MainActor CAMediaTiming {
  /// The layer's local time at media time `time` (`CACurrentMediaTime()` seconds): each
  /// layer from the root down maps its parent's time through `(t − beginTime) × speed +
  /// timeOffset`.
  func localTime(atMediaTime time: CFTimeInterval) -> CFTimeInterval {
    let parent = superlayer?.localTime(atMediaTime: time) ?? time
    return (parent - beginTime) * Double(speed) + timeOffset
  }

  /// The media time at which the layer's local time reads `time`; the inverse of
  /// `localTime(atMediaTime:)` (a frozen layer, speed 0, maps back to its parent's now).
  private func mediaTime(atLocal time: CFTimeInterval, now: CFTimeInterval) -> CFTimeInterval {
    let parent =
      speed == 0
      ? superlayer?.localTime(atMediaTime: now) ?? now
      : (time - timeOffset) / Double(speed) + beginTime
    return superlayer?.mediaTime(atLocal: parent, now: now) ?? parent
  }

  /// False when this layer or one above it is frozen (`speed == 0`).
  var isTimeRunning: Bool {
    var current: CALayer? = self
    while let layer = current {
      if layer.speed == 0 { return false }
      current = layer.superlayer
    }
    return true
  }

  /// `time` in `layer`'s local time (media time for nil) converted to this layer's.
  ///
  ///     // Hero's pause: freeze the layer where it is.
  ///     let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
  ///     layer.speed = 0
  ///     layer.timeOffset = paused
  public func convertTime(_ time: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    let media = layer?.mediaTime(atLocal: time, now: currentMediaTime) ?? time
    return localTime(atMediaTime: media)
  }

  /// `time` in this layer's local time converted to `layer`'s (media time for nil).
  public func convertTime(_ time: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let media = mediaTime(atLocal: time, now: currentMediaTime)
    return layer?.localTime(atMediaTime: media) ?? media
  }

  /// The media time of this layer's engine (the bound one first), 0 with none.
  private var currentMediaTime: CFTimeInterval {
    (AnimationEngine.current ?? hostEngine)?.clock.now ?? 0
  }
}
