import Segue

/// The playground's time controls as a value: whether animation time stands still, and how
/// many host seconds make one animation second. A scene switch carries them to the new
/// window's clock.
struct TimeControls: Equatable {
  var isPaused = false
  /// 1, 5 or 10 with the `S` key.
  var slowMotionFactor: Double = 1

  init() {}

  @MainActor
  init(_ clock: FrameClock) {
    isPaused = clock.isPaused
    slowMotionFactor = clock.slowMotionFactor
  }

  @MainActor
  func apply(to clock: FrameClock) {
    clock.slowMotionFactor = slowMotionFactor
    clock.isPaused = isPaused
  }
}
