import Foundation
import Testing

@testable import Segue

/// Mouse input stamped with the window engine's clock, one event per frame, so gestures
/// and the transitions they start advance together as in the playground.
@MainActor
struct Mouse {
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }

  /// Delivered on the window's engine, as the playground does, so code the input runs reads
  /// this window's screen as `UIScreen.main` whichever window another suite made key since.
  private func send(_ phase: PointerInput.Phase, _ point: CGPoint) {
    engine.perform {
      window.handle(PointerInput(phase: phase, location: point, timestamp: engine.clock.now))
    }
  }

  /// Clicks the center of `view`, then lets the next frame start what the click scheduled.
  func click(_ view: UIView) {
    let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    send(.down, center)
    engine.step()
    send(.up, center)
    engine.step()
  }

  /// Presses at `start`, moves to each of `path` (offsets from `start`) one frame apart,
  /// then releases at the last point unless `release` is false.
  func drag(from start: CGPoint, through path: [CGVector], release: Bool = true) {
    send(.down, start)
    engine.step()
    var last = start
    for offset in path {
      last = CGPoint(x: start.x + offset.dx, y: start.y + offset.dy)
      send(.move, last)
      engine.step()
    }
    if release {
      send(.up, last)
      engine.step()
    }
  }

  /// Releases the button at `point` (window coordinates), then steps a frame.
  func release(at point: CGPoint) {
    send(.up, point)
    engine.step()
  }

  /// A path along `direction` at `speed` points per second for `seconds`, one point a frame.
  static func steady(_ direction: CGVector, speed: CGFloat, seconds: TimeInterval) -> [CGVector] {
    let frames = Int((seconds * 60).rounded())
    return (1...frames).map { i in
      let distance = speed * CGFloat(i) / 60
      return CGVector(dx: direction.dx * distance, dy: direction.dy * distance)
    }
  }
}

extension UIView {
  /// The first subview, at any depth, of type `T` that passes `test`.
  func first<T: UIView>(_ type: T.Type, where test: (T) -> Bool = { _ in true }) -> T? {
    for subview in subviews {
      if let match = subview as? T, test(match) { return match }
      if let match = subview.first(type, where: test) { return match }
    }
    return nil
  }
}

extension UIButton {
  var title: String? { title(for: .normal) }
}
