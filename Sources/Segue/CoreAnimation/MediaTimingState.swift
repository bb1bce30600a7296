import Foundation

/// A `CAMediaTiming` object's timing, frozen when its animation is added: maps its parent's
/// time to the seconds into the current cycle, following Core Animation's model. Local time
/// is `(parent − beginTime) × speed + timeOffset`; the active span lasts `repeatDuration`, or
/// `repeatCount` cycles (one when 0), each `duration` long, doubled by `autoreverses`.
struct MediaTimingState: Sendable {
  var beginTime: Double
  /// Seconds of one simple cycle, > 0.
  var duration: Double
  var speed: Double
  var timeOffset: Double
  var repeatCount: Double
  var repeatDuration: Double
  var autoreverses: Bool
  var fillMode: CAMediaTimingFillMode

  /// Seconds of local time from the start to the end of the active span; infinite for an
  /// animation that repeats for ever.
  var activeDuration: Double {
    let cycle = autoreverses ? 2 * duration : duration
    if repeatDuration > 0 { return repeatDuration }
    return repeatCount > 0 ? repeatCount * cycle : cycle
  }

  func localTime(atParent time: Double) -> Double {
    (time - beginTime) * speed + timeOffset
  }

  /// Seconds into the cycle (0…duration, counting back down while reversing) and the cycle
  /// number at local time `local`; nil while nothing shows (before the start without a
  /// backwards fill, after the end without a forwards fill).
  func simpleTime(atLocal local: Double) -> (time: Double, iteration: Double)? {
    let cycle = autoreverses ? 2 * duration : duration
    let active = activeDuration
    if local < 0 { return fillMode.fillsBackwards ? (0, 0) : nil }
    var iteration: Double
    var phase: Double
    if local >= active {
      guard fillMode.fillsForwards, active.isFinite else { return nil }
      // The end of the last cycle, not the start of the next: a whole number of cycles ends
      // at the cycle's end value.
      iteration = max((active / cycle).rounded(.up) - 1, 0)
      phase = active - iteration * cycle
    } else {
      iteration = (local / cycle).rounded(.down)
      phase = local - iteration * cycle
    }
    return (phase <= duration ? phase : 2 * duration - phase, iteration)
  }

  /// True once local time has passed the end of the active span.
  func hasEnded(atLocal local: Double) -> Bool {
    local >= activeDuration
  }
}

extension MediaTimingState {
  /// `animation`'s timing; `beginTime` as given (the caller resolves 0 to "now").
  init(_ animation: CAAnimation) {
    var repeatCount = Double(animation.repeatCount)
    if repeatCount.isNaN || repeatCount < 0 {
      Diagnostics.warn(
        "\(animation.diagnosticName): repeatCount \(animation.repeatCount) is invalid; playing once"
      )
      repeatCount = 0
    }
    var speed = Double(animation.speed)
    if !speed.isFinite {
      Diagnostics.warn(
        "\(animation.diagnosticName): speed \(animation.speed) is not finite; using 1")
      speed = 1
    }
    let finite = { (value: Double, name: String) -> Double in
      guard !value.isFinite else { return value }
      Diagnostics.warn("\(animation.diagnosticName): \(name) \(value) is not finite; using 0")
      return 0
    }
    self.init(
      beginTime: finite(animation.beginTime, "beginTime"), duration: animation.resolvedDuration,
      speed: speed, timeOffset: finite(animation.timeOffset, "timeOffset"),
      repeatCount: repeatCount,
      repeatDuration: animation.repeatDuration.isNaN ? 0 : max(animation.repeatDuration, 0),
      autoreverses: animation.autoreverses, fillMode: animation.fillMode)
  }
}
