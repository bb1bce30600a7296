import Foundation
import Segue

/// Live tuning: the current scene's `Tuning`, changed by keys or by the inspector, read by
/// the scene's controllers at their next transition and release.
extension PlaygroundApp {
  /// The current scene's tuning.
  public var tuning: Tuning { liveTuning.value }

  /// Moves `parameter` by `delta` in its unit (seconds, points, …; choices for curve and
  /// policy), clamped to its range, and selects it. The scene sees the change at its next
  /// transition; it is kept when switching to another scene and back. A parameter the scene
  /// does not read (`Scene.tunedParameters`) is left as it is, and so is the curve of a
  /// scene that reads no spring when the step would make it `.spring`.
  public func adjust(_ parameter: Tuning.Parameter, by delta: Double) {
    selectedParameter = parameter
    guard scene.tunedParameters.contains(parameter) else { return }
    var new = tuning.adjusting(parameter, by: delta)
    if new.curve == .spring, !scene.tunedParameters.contains(.springResponse) {
      new.curve = tuning.curve
    }
    setTuning(new)
  }

  /// Makes `parameter` the one Left/Right adjust.
  public func select(_ parameter: Tuning.Parameter) {
    selectedParameter = parameter
  }

  /// Back to the scene's default tuning.
  public func resetTuning() {
    setTuning(scene.defaultTuning)
  }

  /// Recorded in the scene's history, so a step back re-simulates each transition with the
  /// tuning it had.
  func setTuning(_ new: Tuning) {
    tunings[scene.name] = new
    liveTuning.value = new
    record(.tuning(new))
  }
}
