import Foundation
import Segue
import SegueDemos

/// A drag in a scene: the clicks that set the scene up, where the button goes down, and the
/// direction the drag moves in (the one that drives its transition).
struct Drag: Sendable {
  let name: String
  let scene: Scene
  let clicks: [CGPoint]
  let press: CGPoint
  let direction: CGVector
  /// False for a pan that drives no transition.
  var drivesTransition = true

  /// The navigation scene's back swipe from the left edge, popping Blue to Orange.
  static let navigationPop = Drag(
    name: "navigation edge pop", scene: Scenes.named("navigation")!, clicks: [],
    press: CGPoint(x: 8, y: 400), direction: CGVector(dx: 1, dy: 0))
  /// Seed 001's full-screen pop, after "Push" (under the 44-point navigation bar).
  static let seed001Pop = Drag(
    name: "seed001 full-screen pop", scene: Scenes.named("seed001-pop")!,
    clicks: [CGPoint(x: 195, y: 168)], press: CGPoint(x: 120, y: 500),
    direction: CGVector(dx: 1, dy: 0))
  /// Seed 004's card dragged down to dismiss, after "Show card".
  static let seed004Card = Drag(
    name: "seed004 card dismiss", scene: Scenes.named("seed004-card")!,
    clicks: [CGPoint(x: 195, y: 144)], press: CGPoint(x: 195, y: 360),
    direction: CGVector(dx: 0, dy: 1))
  /// A bare pan whose action reads its translation: the pipeline with no transition.
  static let plainPan = Drag(
    name: "plain pan", scene: .panProbe, clicks: [], press: CGPoint(x: 100, y: 400),
    direction: CGVector(dx: 1, dy: 0), drivesTransition: false)

  static let all = [navigationPop, seed001Pop, seed004Card, plainPan]
}

/// A scene's window fed mouse events at 125 Hz (one every 8 ms). Setting up goes through the
/// app, which runs the clock with the events; the measured events go straight to the window,
/// with no tick: a frame's cost is the frame benchmarks' part.
@MainActor
final class InputFixture {
  static let eventInterval: TimeInterval = 0.008

  let app: PlaygroundApp
  private var time: TimeInterval = 0
  private var drag: Drag?
  private var step = 0

  init(_ scene: Scene) {
    app = PlaygroundApp(scene: scene, size: CGSize(width: 390, height: 844), scale: 1)
  }

  /// Sets up `drag`'s scene and holds it mid-drag: the button is down, the pan has begun
  /// and the transition it drives runs interactively.
  convenience init(dragging drag: Drag) {
    self.init(drag.scene)
    for point in drag.clicks {
      send(.down, at: point)
      send(.up, at: point)
      // Let the transition the click starts run to its end.
      settle(seconds: 1)
    }
    self.drag = drag
    send(.down, at: drag.press)
    // Past the pan's slop, so the gesture begins and schedules its transition.
    for offset in stride(from: 5.0, through: 20, by: 5) { send(.move, at: position(offset)) }
    // Transitions start on the next frame.
    settle(seconds: FrameClock.frameInterval)
    guard !drag.drivesTransition || isTransitioningInteractively else {
      fatalError("\(drag.name): the drag did not start an interactive transition")
    }
  }

  /// The next move of the drag: to and fro between 20 and 170 points from the press, 5
  /// points an event, so the transition scrubs across much of its range.
  func moveDrag() {
    step += 1
    let phase = step % 60
    deliver(.move, at: position(20 + 5 * Double(min(phase, 60 - phase))))
  }

  /// A click: the press hit-tests and gathers the recognizers, the release ends the touch
  /// sequence.
  func click(at point: CGPoint) {
    deliver(.down, at: point)
    deliver(.up, at: point)
  }

  /// The velocity of the probe scene's pan, in window points per second.
  func velocity() -> CGPoint {
    guard let probe = app.window.rootViewController as? PanProbeController else { return .zero }
    return probe.pan.velocity(in: nil)
  }

  /// Whether a transition runs interactively: the frontmost controller's, or for a
  /// navigation controller its top one's.
  private var isTransitioningInteractively: Bool {
    var front = app.window.rootViewController
    while let presented = front?.presentedViewController { front = presented }
    let coordinator =
      front?.transitionCoordinator
      ?? (front as? UINavigationController)?.topViewController?.transitionCoordinator
    return coordinator?.isInteractive == true
  }

  private func position(_ offset: Double) -> CGPoint {
    guard let drag else { return .zero }
    return CGPoint(
      x: drag.press.x + drag.direction.dx * offset, y: drag.press.y + drag.direction.dy * offset)
  }

  private func deliver(_ phase: PointerInput.Phase, at point: CGPoint) {
    time += Self.eventInterval
    let input = PointerInput(phase: phase, location: point, timestamp: time)
    let window = app.window
    window.animationEngine.perform { window.handle(input) }
  }

  private func send(_ phase: PointerInput.Phase, at point: CGPoint) {
    time += Self.eventInterval
    app.handle(PointerInput(phase: phase, location: point, timestamp: time))
  }

  private func settle(seconds: TimeInterval) {
    let end = time + seconds
    while time < end {
      time += FrameClock.frameInterval
      _ = app.advance(to: time)
    }
  }
}
