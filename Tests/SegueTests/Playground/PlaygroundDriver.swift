import Foundation
import SegueDemos
import SeguePlaygroundCore

@testable import Segue

/// A playground app driven as the window drives it, on a 60 Hz grid: input is stamped with
/// a frame's time and handled before that frame, then the app advances to it.
@MainActor
final class PlaygroundDriver {
  let app: PlaygroundApp
  /// The frame last run; frame k is at host time k/60 s.
  private(set) var frame = 0
  var time: TimeInterval { Double(frame) / 60 }

  init(_ sceneName: String, size: CGSize = CGSize(width: 390, height: 844)) {
    app = PlaygroundApp(scene: Scenes.named(sceneName)!, size: size, scale: 1)
  }

  /// A scene of the test's own.
  init(scene: Scene, size: CGSize = CGSize(width: 390, height: 844)) {
    app = PlaygroundApp(scene: scene, size: size, scale: 1)
  }

  /// Runs `count` frames.
  func run(_ count: Int) {
    for _ in 0..<count {
      frame += 1
      _ = app.advance(to: time)
    }
  }

  /// Runs frames until nothing animates (at most `limit`).
  func settle(limit: Int = 600) {
    var count = 0
    repeat {
      frame += 1
      count += 1
    } while app.advance(to: time) && count < limit
  }

  /// Handles `phase` at `point` at the next frame's time, then runs that frame.
  func pointer(_ phase: PointerInput.Phase, _ point: CGPoint) {
    app.handle(PointerInput(phase: phase, location: point, timestamp: Double(frame + 1) / 60))
    run(1)
  }

  /// The next frame, with a pointer event at (x, y) first when `phase` is given (by default
  /// on the row y = 500, where the inspector tests swipe).
  func step(_ phase: PointerInput.Phase? = nil, x: CGFloat = 0, y: CGFloat = 500) {
    if let phase { pointer(phase, CGPoint(x: x, y: y)) } else { run(1) }
  }

  /// A press and release one frame apart.
  func click(_ point: CGPoint) {
    pointer(.down, point)
    pointer(.up, point)
  }

  /// Presses `key` at the next frame's time, then runs that frame.
  func key(_ name: String) {
    app.handle(KeyInput(key: name, timestamp: Double(frame + 1) / 60))
    run(1)
  }

  /// What the window shows now.
  var displayList: DisplayList {
    var list = DisplayList()
    list.build(from: app.window)
    return list
  }
}
