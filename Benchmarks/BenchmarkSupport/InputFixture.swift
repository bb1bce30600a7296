import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore

/// A drag in a scene: the clicks that set the scene up, where the button goes down, and the
/// direction the drag moves in (the one that drives its transition).
public struct Drag: Sendable {
  public let name: String
  public let scene: Scene
  let clicks: [CGPoint]
  let press: CGPoint
  let direction: CGVector
  /// False for a pan that drives no transition.
  var drivesTransition = true

  /// The navigation scene's back swipe from the left edge, popping Blue to Orange.
  public static let navigationPop = Drag(
    name: "navigation pop", scene: Scenes.named("navigation")!, clicks: [],
    press: CGPoint(x: 8, y: 400), direction: CGVector(dx: 1, dy: 0))
  /// Seed 000's red page dragged right to dismiss, after "Present".
  public static let seed000Dismiss = Drag(
    name: "seed000 dismiss", scene: Scenes.named("seed000-present")!,
    clicks: [CGPoint(x: 195, y: 422)], press: CGPoint(x: 100, y: 600),
    direction: CGVector(dx: 1, dy: 0))
  /// Seed 001's full-screen pop, after "Push" (under the 44-point navigation bar).
  public static let seed001Pop = Drag(
    name: "seed001 pop", scene: Scenes.named("seed001-pop")!,
    clicks: [CGPoint(x: 195, y: 168)], press: CGPoint(x: 120, y: 500),
    direction: CGVector(dx: 1, dy: 0))
  /// Seed 004's card dragged down to dismiss, after "Show card".
  public static let seed004Dismiss = Drag(
    name: "seed004 dismiss", scene: Scenes.named("seed004-card")!,
    clicks: [CGPoint(x: 195, y: 144)], press: CGPoint(x: 195, y: 360),
    direction: CGVector(dx: 0, dy: 1))
  /// A bare pan whose action reads its translation: the pipeline with no transition.
  public static let plainPan = Drag(
    name: "plain pan", scene: .panProbe, clicks: [], press: CGPoint(x: 100, y: 400),
    direction: CGVector(dx: 1, dy: 0), drivesTransition: false)

  /// The scenes' interactive transitions.
  public static let scenes = [navigationPop, seed000Dismiss, seed001Pop, seed004Dismiss]
}

/// A scene's window fed mouse events at 125 Hz (one every 8 ms). Setting up goes through the
/// app, which runs the clock with the events; `moveDrag()` and `click(at:)` go straight to
/// the window with no tick (an event's own cost); `dragFrame()` is an event and a frame.
@MainActor
public final class InputFixture {
  static let eventInterval: TimeInterval = 0.008

  public let app: PlaygroundApp
  private var time: TimeInterval = 0
  private var drag: Drag?
  private var step = 0

  public init(_ scene: Scene, scale: CGFloat = 1) {
    app = PlaygroundApp(scene: scene, size: CGSize(width: 390, height: 844), scale: scale)
  }

  /// Sets up `drag`'s scene and holds it mid-drag: the button is down, the pan has begun
  /// and the transition it drives runs interactively.
  public convenience init(dragging drag: Drag, scale: CGFloat = 1) {
    self.init(drag.scene, scale: scale)
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

  public var window: UIWindow { app.window }

  /// The next move of the drag: to and fro between 20 and 170 points from the press, 5
  /// points an event, so the transition scrubs across much of its range.
  public func moveDrag() {
    step += 1
    let phase = step % 60
    deliver(.move, at: position(20 + 5 * Double(min(phase, 60 - phase))))
  }

  /// One frame of the drag, the model's part: the next move, then the engine's tick to its
  /// time (not the playground's bookkeeping around it: its time-key history, its inspector).
  public func dragFrame() {
    moveDrag()
    window.animationEngine.tick(to: time)
  }

  /// A click: the press hit-tests and gathers the recognizers, the release ends the touch
  /// sequence.
  public func click(at point: CGPoint) {
    deliver(.down, at: point)
    deliver(.up, at: point)
  }

  /// The velocity of the probe scene's pan, in window points per second.
  public func velocity() -> CGPoint {
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
