import Foundation
import Segue

/// The playground's inspector: its panel, whether it shows, where the press in progress
/// went, and the drag it watches in the device window. `PlaygroundApp` owns one.
@MainActor
final class Inspector {
  /// Points the panel takes at the right of the playground frame.
  static let width: CGFloat = 300

  /// True (the default) while the panel shows beside the device area.
  var isShown = true
  let panel = InspectorPanel(frame: CGRect(x: 0, y: 0, width: width, height: 1))
  /// Where the press in progress went; nil while no button is held.
  var pointerTarget: PointerTarget?

  enum PointerTarget { case device, panel }

  /// The pan recognizer whose drag shows: the one in progress, or the last one.
  private weak var pan: UIPanGestureRecognizer?
  /// True while `pan` drags: it is read again with every pointer event.
  private var sampling = false
  /// `pan` as the last pointer event left it, and that event's time. Read at events only:
  /// a frame between them reads nothing from the recognizer (nor allocates).
  private var snapshot: (drag: InspectorReading.Drag, time: TimeInterval)?
  private(set) var velocities = VelocityHistory()
  /// The last decision asked of the policy, kept while the release and the tuning stay put.
  private var decided: (release: TransitionDecisionPolicy.Release, tuning: Tuning, finishes: Bool)?

  /// Connects the panel's rows to `app`'s tuning and watches its window.
  func attach(to app: PlaygroundApp) {
    panel.onAdjust = { [unowned app] parameter, delta in app.adjust(parameter, by: delta) }
    panel.onSelect = { [unowned app] parameter in app.select(parameter) }
    watch(app.window)
  }

  /// A new scene's window: its transitions are traced, and the last scene's drag is
  /// forgotten.
  func watch(_ window: UIWindow) {
    window.transitionTrace = TransitionTrace()
    pan = nil
    sampling = false
    snapshot = nil
    velocities = VelocityHistory()
  }

  /// After the device window handled a pointer event at `time`: picks up a pan that began,
  /// and reads the one dragging (its release included).
  func sampleDrag(in window: UIWindow, at time: TimeInterval) {
    if !sampling, let active = Self.activePan(in: window) {
      pan = active
      sampling = true
    }
    guard sampling, let pan, let view = pan.view else { return }
    let release = Self.release(of: pan)
    sampling = pan.state == .began || pan.state == .changed
    snapshot = (
      InspectorReading.Drag(
        translation: pan.translation(in: view), velocity: pan.velocity(in: view),
        isActive: sampling, isResting: false, release: release, finishes: false),
      time
    )
    velocities.add(release.velocity, at: time)
  }

  /// True while a drag's pointer has held still for less than the stop interval: one more
  /// frame, once it has rested long enough, shows the release turning to zero velocity.
  func awaitsRest(at now: TimeInterval) -> Bool {
    guard isShown, let snapshot, snapshot.drag.isActive else { return false }
    return now - snapshot.time <= UIPanGestureRecognizer.stopInterval
  }

  /// The drag as the reading shows it at host time `now`, decided by `tuning`'s policy: a
  /// drag whose pointer has rested longer than `UIPanGestureRecognizer.stopInterval` would
  /// be released at zero velocity.
  func drag(tuning: Tuning, at now: TimeInterval) -> InspectorReading.Drag? {
    guard var drag = snapshot?.drag, let time = snapshot?.time else { return nil }
    drag.isResting = drag.isActive && now - time > UIPanGestureRecognizer.stopInterval
    if drag.isResting { drag.release.velocity = 0 }
    if let decided, decided.release == drag.release, decided.tuning == tuning {
      drag.finishes = decided.finishes
    } else {
      drag.finishes = tuning.decisionPolicy.shouldFinish(drag.release)
      decided = (drag.release, tuning, drag.finishes)
    }
    return drag
  }

  /// Along the axis the pan moved most on (rightwards or downwards), over its view.
  private static func release(of pan: UIPanGestureRecognizer) -> TransitionDecisionPolicy.Release {
    let translation = pan.translation(in: pan.view)
    let horizontal = abs(translation.x) >= abs(translation.y)
    return TransitionDecisionPolicy.Release(
      pan: pan, in: pan.view, direction: CGVector(dx: horizontal ? 1 : 0, dy: horizontal ? 0 : 1))
  }

  /// The first pan recognizer in `view`'s tree that is dragging.
  private static func activePan(in view: UIView) -> UIPanGestureRecognizer? {
    for case let pan as UIPanGestureRecognizer in view.gestureRecognizers ?? []
    where pan.state == .began || pan.state == .changed {
      return pan
    }
    for subview in view.subviews {
      if let pan = activePan(in: subview) { return pan }
    }
    return nil
  }
}
