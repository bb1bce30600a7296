import Foundation
import Segue
import SegueDemos

/// Drives a `PlaygroundApp` as a host would: pointer events at 60 Hz frame times, each frame
/// advanced after its event.
@MainActor
final class PlaygroundDriver {
  let app: PlaygroundApp
  private(set) var time: TimeInterval = 1

  init(scene: String = "navigation", size: CGSize = CGSize(width: 390, height: 844)) {
    app = PlaygroundApp(scene: Scenes.named(scene)!, size: size, scale: 1)
    _ = app.advance(to: time)
  }

  /// One frame: the event (if any) at the frame's time, then the clock.
  func frame(_ phase: PointerInput.Phase? = nil, x: CGFloat = 0, y: CGFloat = 500) {
    time += 1.0 / 60
    if let phase {
      app.handle(PointerInput(phase: phase, location: CGPoint(x: x, y: y), timestamp: time))
    }
    _ = app.advance(to: time)
  }

  /// A key press at the current time.
  func key(_ name: String) {
    app.handle(KeyInput(key: name, timestamp: time))
  }

  func frames(_ count: Int) {
    for _ in 0..<count { frame() }
  }

  /// A press and release at `point` (frame coordinates), a frame apart.
  func click(_ point: CGPoint) {
    frame(.down, x: point.x, y: point.y)
    frame(.up, x: point.x, y: point.y)
  }
}
