import Foundation
import Segue

/// A gesture as pointer events, each after a pause: the real window gets it through
/// xdotool (`XvfbSession.perform`), a headless app with the same spacing, so both see the
/// same input.
enum PointerGesture {
  case click(CGPoint)
  /// A press at `from`, `moves` even steps to `to` 20 ms apart, then a rest of 0.3 s before
  /// the release: longer than `UIPanGestureRecognizer.stopInterval`, so the release has no
  /// velocity whatever the timing of the moves, in the window as headless.
  case restingDrag(from: CGPoint, to: CGPoint, moves: Int)

  /// The events, each with the seconds before it; whole points, as X delivers them.
  var events: [(phase: PointerInput.Phase, point: CGPoint, delay: TimeInterval)] {
    switch self {
    case .click(let point):
      return [(.down, point, 0.1), (.up, point, 0.05)]
    case .restingDrag(let from, let to, let moves):
      let path = (1...max(moves, 1)).map { step in
        let fraction = CGFloat(step) / CGFloat(max(moves, 1))
        let point = CGPoint(
          x: (from.x + (to.x - from.x) * fraction).rounded(),
          y: (from.y + (to.y - from.y) * fraction).rounded())
        return (PointerInput.Phase.move, point, 0.02)
      }
      return [(.down, from, 0.1)] + path + [(.up, to, 0.3)]
    }
  }
}

extension XvfbSession {
  /// Sends `gesture` to the window (window pixels) as one xdotool run, so its pauses hold.
  func perform(_ gesture: PointerGesture) async throws {
    var arguments: [String] = []
    for (phase, point, delay) in gesture.events {
      arguments += [
        "sleep", "\(delay)", "mousemove", "--window", windowID, "\(Int(point.x))",
        "\(Int(point.y))",
      ]
      switch phase {
      case .down: arguments += ["mousedown", "1"]
      case .up, .cancel: arguments += ["mouseup", "1"]
      case .move: break
      }
    }
    try await timedGesture(arguments)
  }
}
