import Foundation
import Segue

/// The inspector beside the device area: what it reads, where the pointer goes, and the
/// `I` key that shows or hides it.
extension PlaygroundApp {
  /// Points the inspector takes at the right of the playground frame.
  public static let inspectorWidth = Inspector.width

  /// True (the default) while the inspector shows beside the device area.
  public var isInspectorShown: Bool { inspector.isShown }

  /// What the inspector shows now: the transition in flight and its calls (from the
  /// device window's `TransitionTrace`), the drag of its pan recognizer, the tuning, and the
  /// time controls.
  public var inspectorReading: InspectorReading {
    let trace = window.transitionTrace
    let drag = inspector.drag(at: window.animationEngine.clock.hostTime)
    let rule = inspector.policy?.rule
    return InspectorReading(
      flight: trace?.inFlight, operation: trace?.operation, calls: trace?.calls ?? [],
      callsRevision: trace?.revision ?? 0, drag: drag, velocities: inspector.velocities,
      tuning: tuning, selectedParameter: selectedParameter,
      tunedParameters: scene.tunedParameters, policy: rule,
      thresholds: rule.map { rule in
        DecisionThresholds(
          rule: rule,
          release: drag?.release
            ?? .init(progress: 0, velocity: 0, distance: max(window.bounds.width, 1)))
      } ?? .unknown,
      time: .init(
        isPaused: isPaused, slowMotionFactor: slowMotionFactor, animationTime: sceneTime))
  }

  /// Hides the inspector (the device area takes the whole frame) or shows it again (the
  /// device area gives it back), at host time `time`.
  public func toggleInspector(at time: TimeInterval) {
    let frame = frameSize
    inspector.isShown.toggle()
    resize(to: deviceSize(inFrame: frame), scale: window.screen.scale, at: time)
  }

  /// Sends a pointer event over the shown inspector to its controls and returns true;
  /// false leaves it to the device. A press decides for the whole drag: one that starts in
  /// the device goes on going there when the pointer leaves the device area.
  func routesToInspector(_ input: PointerInput) -> Bool {
    if input.phase == .down, inspector.pointerTarget == nil {
      let overPanel = inspector.isShown && input.location.x >= window.bounds.width
      inspector.pointerTarget = overPanel ? .panel : .device
    }
    let target = inspector.pointerTarget
    if input.phase == .up || input.phase == .cancel { inspector.pointerTarget = nil }
    guard target == .panel else { return false }
    var local = input
    local.location.x -= window.bounds.width
    sizedPanel().handle(local)
    return true
  }
}
