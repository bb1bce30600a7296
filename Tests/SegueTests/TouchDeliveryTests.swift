import Foundation
import Testing

@testable import Segue

/// A controller that records the touches its (non-overriding) view passes up the chain.
@MainActor
private final class RecordingViewController: UIViewController {
  var methods: [String] = []
  var locations: [CGPoint] = []

  private func record(_ method: String, _ touches: Set<UITouch>) {
    methods.append(method)
    if let touch = touches.first { locations.append(touch.location(in: view)) }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("began", touches)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("moved", touches)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("ended", touches)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("cancelled", touches)
  }
}

@MainActor
@Suite("Touch delivery")
struct TouchDeliveryTests {
  /// A 400×400 window with two recorders: `a` at (20, 20) and `b` at (200, 200), 100×100 each.
  private func scene() -> (window: UIWindow, a: TouchRecorder, b: TouchRecorder) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = TouchRecorder(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    let b = TouchRecorder(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
    window.addSubview(a)
    window.addSubview(b)
    return (window, a, b)
  }

  @Test func aDragStaysWithTheViewHitAtDown() {
    let (window, a, b) = scene()
    window.handle(pointer(.down, 50, 60, at: 1.0))
    window.handle(pointer(.move, 250, 250, at: 1.1))
    window.handle(pointer(.up, 260, 270, at: 1.2))
    #expect(a.methods == ["began", "moved", "ended"])
    #expect(b.methods.isEmpty)
    #expect(
      a.deliveries.map(\.location) == [
        CGPoint(x: 30, y: 40), CGPoint(x: 230, y: 230), CGPoint(x: 240, y: 250),
      ])
    #expect(
      a.deliveries.map(\.previousLocation) == [
        CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 40), CGPoint(x: 230, y: 230),
      ])
    #expect(a.deliveries.map(\.phase) == [.began, .moved, .ended])
    #expect(a.deliveries.map(\.timestamp) == [1.0, 1.1, 1.2])
  }

  @Test func touchCarriesItsViewWindowAndTimestamp() {
    final class Inspector: UIView {
      // Identifiers, not references: the window holds this view, which must not hold it.
      var seen:
        (view: ObjectIdentifier?, window: ObjectIdentifier?, time: TimeInterval, inWindow: CGPoint)?
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        seen = (
          touch.view.map(ObjectIdentifier.init), touch.window.map(ObjectIdentifier.init),
          touch.timestamp, touch.location(in: nil)
        )
        #expect(event?.allTouches == touches)
        #expect(event?.type == .touches)
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = Inspector(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    window.addSubview(view)
    window.handle(pointer(.down, 110, 120, at: 42.5))
    #expect(view.seen?.view == ObjectIdentifier(view))
    #expect(view.seen?.window == ObjectIdentifier(window))
    #expect(view.seen?.time == 42.5)
    #expect(view.seen?.inWindow == CGPoint(x: 110, y: 120))
  }

  @Test func locationIsInTheReceiversCoordinatesThroughTransforms() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = TouchRecorder(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.bounds.origin = CGPoint(x: 10, y: 0)
    window.addSubview(view)
    window.handle(pointer(.down, 60, 70, at: 0))
    window.handle(pointer(.up, 60, 70, at: 0.1))
    #expect(view.methods == ["began", "ended"])
    #expect(view.deliveries.first?.location == CGPoint(x: 15, y: 10))
  }

  @Test func strayMoveAndUpWithoutDownAreIgnored() {
    let (window, a, b) = scene()
    window.handle(pointer(.move, 50, 50, at: 0))
    window.handle(pointer(.up, 50, 50, at: 0.1))
    window.handle(pointer(.cancel, 250, 250, at: 0.2))
    #expect(a.methods.isEmpty)
    #expect(b.methods.isEmpty)
    #expect(window.activeTouch == nil)
  }

  @Test func aSecondDownDuringADragIsIgnored() {
    let (window, a, b) = scene()
    window.handle(pointer(.down, 50, 50, at: 0))
    window.handle(pointer(.down, 250, 250, at: 0.1))
    window.handle(pointer(.move, 60, 60, at: 0.2))
    window.handle(pointer(.up, 60, 60, at: 0.3))
    #expect(a.methods == ["began", "moved", "ended"])
    #expect(b.methods.isEmpty)
    window.handle(pointer(.down, 250, 250, at: 1))
    #expect(b.methods == ["began"])
  }

  @Test func cancelEndsTheTouchWithTouchesCancelled() {
    let (window, a, _) = scene()
    window.handle(pointer(.down, 50, 50, at: 0))
    window.handle(pointer(.move, 70, 50, at: 0.1))
    window.handle(pointer(.cancel, 80, 50, at: 0.2))
    window.handle(pointer(.up, 80, 50, at: 0.3))
    #expect(a.methods == ["began", "moved", "cancelled"])
    #expect(a.deliveries.last?.phase == .cancelled)
    #expect(a.deliveries.last?.location == CGPoint(x: 60, y: 30))
    #expect(window.activeTouch == nil)
  }

  @Test func aDownOnNothingDeliversNothingButStillEnds() {
    let (window, a, b) = scene()
    window.handle(pointer(.down, 500, 500, at: 0))
    window.handle(pointer(.move, 50, 50, at: 0.1))
    window.handle(pointer(.up, 50, 50, at: 0.2))
    #expect(a.methods.isEmpty && b.methods.isEmpty)
    window.handle(pointer(.down, 50, 50, at: 1))
    #expect(a.methods == ["began"])
  }

  @Test func eachDownStartsAFreshTouch() {
    final class TouchKeeper: UIView {
      var touches: [UITouch] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches.append(touches.first!)
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = TouchKeeper(frame: window.bounds)
    window.addSubview(view)
    window.handle(pointer(.down, 10, 10, at: 0))
    window.handle(pointer(.up, 10, 10, at: 0.1))
    window.handle(pointer(.down, 20, 20, at: 0.2))
    #expect(view.touches.count == 2)
    #expect(view.touches[0] !== view.touches[1])
    #expect(view.touches[0].phase == .ended)
    #expect(view.touches[1].phase == .began)
  }

  @Test func oneEventServesASequenceAsInUIKit() {
    final class EventKeeper: UIView {
      var events: [(event: UIEvent?, timestamp: TimeInterval?)] = []
      private func keep(_ event: UIEvent?) { events.append((event, event?.timestamp)) }
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { keep(event) }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { keep(event) }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { keep(event) }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = EventKeeper(frame: window.bounds)
    window.addSubview(view)
    window.handle(pointer(.down, 10, 10, at: 0))
    window.handle(pointer(.move, 20, 10, at: 0.1))
    window.handle(pointer(.up, 20, 10, at: 0.2))
    window.handle(pointer(.down, 30, 30, at: 1))
    let events = view.events.map(\.event)
    #expect(events[0] === events[1] && events[1] === events[2])
    #expect(events[3] !== events[0])
    #expect(view.events.map(\.timestamp) == [0, 0.1, 0.2, 1])
  }

  @Test func unhandledTouchesTravelFromTheViewToItsController() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let controller = RecordingViewController()
    window.rootViewController = controller
    let plain = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    controller.view.addSubview(plain)
    window.handle(pointer(.down, 110, 110, at: 0))
    window.handle(pointer(.move, 120, 130, at: 0.1))
    window.handle(pointer(.up, 120, 130, at: 0.2))
    window.handle(pointer(.down, 10, 10, at: 1))
    window.handle(pointer(.cancel, 10, 10, at: 1.1))
    #expect(controller.methods == ["began", "moved", "ended", "began", "cancelled"])
    #expect(controller.locations.first == CGPoint(x: 110, y: 110))
  }

  @Test func unhandledTouchesTravelToTheSuperview() {
    let (window, a, _) = scene()
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    a.addSubview(inner)
    window.handle(pointer(.down, 35, 35, at: 0))
    window.handle(pointer(.up, 35, 35, at: 0.1))
    #expect(a.methods == ["began", "ended"])
    #expect(a.deliveries.first?.location == CGPoint(x: 15, y: 15))
  }
}
