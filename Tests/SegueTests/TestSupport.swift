import Foundation
import Synchronization
import Testing

@testable import Segue

/// Collects the warnings Segue emits while `body` runs, through the task-local sink.
@MainActor
func capturingWarnings<Result>(_ body: () throws -> Result) rethrows -> (
  result: Result, warnings: [String]
) {
  let log = WarningLog()
  let result = try Diagnostics.$sink.withValue(log.sink) { try body() }
  return (result, log.messages)
}

/// Collects the warnings a test provokes, through the task-local diagnostics sink.
final class WarningLog: Sendable {
  private let storage = Mutex<[String]>([])

  var messages: [String] { storage.withLock { $0 } }

  var sink: @Sendable (String) -> Void {
    { [self] message in storage.withLock { $0.append(message) } }
  }
}

/// Trigonometry leaves rounding noise; everything else in these tests is exact.
let tolerance: CGFloat = 1e-9

func isClose(_ a: CGFloat, _ b: CGFloat, within epsilon: CGFloat = tolerance) -> Bool {
  abs(a - b) <= epsilon
}

func isClose(_ a: CGPoint, _ b: CGPoint, within epsilon: CGFloat = tolerance) -> Bool {
  isClose(a.x, b.x, within: epsilon) && isClose(a.y, b.y, within: epsilon)
}

func isClose(_ a: CGSize, _ b: CGSize, within epsilon: CGFloat = tolerance) -> Bool {
  isClose(a.width, b.width, within: epsilon) && isClose(a.height, b.height, within: epsilon)
}

func isClose(_ a: CGRect, _ b: CGRect, within epsilon: CGFloat = tolerance) -> Bool {
  isClose(a.origin, b.origin, within: epsilon) && isClose(a.size, b.size, within: epsilon)
}

func isClose(
  _ a: CGAffineTransform, _ b: CGAffineTransform, within epsilon: CGFloat = tolerance
) -> Bool {
  [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy {
    abs($0) <= epsilon
  }
}

/// A touch-handling view that records what reached it, in order.
@MainActor
final class TouchRecorder: UIView {
  struct Delivery: Equatable {
    var method: String
    var location: CGPoint
    var previousLocation: CGPoint
    var phase: UITouch.Phase
    var timestamp: TimeInterval
  }

  var deliveries: [Delivery] = []

  var methods: [String] { deliveries.map(\.method) }

  private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
    guard let touch = touches.first else { return }
    deliveries.append(
      Delivery(
        method: method, location: touch.location(in: self),
        previousLocation: touch.previousLocation(in: self), phase: touch.phase,
        timestamp: event?.timestamp ?? -1))
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("began", touches, event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("moved", touches, event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("ended", touches, event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("cancelled", touches, event)
  }
}

@MainActor
func pointer(_ phase: PointerInput.Phase, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval)
  -> PointerInput
{
  PointerInput(phase: phase, location: CGPoint(x: x, y: y), timestamp: time)
}
