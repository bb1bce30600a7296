import Foundation
import SegueDemos
import SeguePlaygroundCore

@testable import Segue

/// Real pointer input through `PlaygroundApp`, as the window host delivers it: events
/// stamped on the app's clock one 60 Hz frame apart, the app advanced to each.
@MainActor
struct AppPointer {
  let app: PlaygroundApp
  /// Host seconds of the next event.
  private(set) var time: TimeInterval

  init(_ app: PlaygroundApp, startingAt time: TimeInterval = 1) {
    self.app = app
    self.time = time
    _ = app.advance(to: time)
  }

  private mutating func send(_ phase: PointerInput.Phase, _ point: CGPoint) {
    app.handle(PointerInput(phase: phase, location: point, timestamp: time))
    time += 1.0 / 60
    _ = app.advance(to: time)
  }

  /// Presses at `start`, moves through `path` (offsets from `start`, one frame apart),
  /// releases at the last point, then lets `settle` seconds pass.
  mutating func drag(from start: CGPoint, through path: [CGVector], settle: TimeInterval = 2) {
    send(.down, start)
    var last = start
    for offset in path {
      last = CGPoint(x: start.x + offset.dx, y: start.y + offset.dy)
      send(.move, last)
    }
    send(.up, last)
    wait(settle)
  }

  mutating func click(_ point: CGPoint, settle: TimeInterval = 2) {
    send(.down, point)
    send(.up, point)
    wait(settle)
  }

  mutating func wait(_ seconds: TimeInterval) {
    time += seconds
    _ = app.advance(to: time)
  }

  /// Presses a key (with `modifiers`) at the current time.
  mutating func press(_ key: String, _ modifiers: KeyInput.Modifiers = []) {
    app.handle(KeyInput(key: key, modifiers: modifiers, timestamp: time))
    time += 1.0 / 60
    _ = app.advance(to: time)
  }
}
