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
  /// The policy the watched drag's interaction reported (`pendingRelease`) during this
  /// drag; nil while its code decides by hand.
  private(set) var policy: TransitionDecisionPolicy?

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
    panel.forgetCalls()
    pan = nil
    sampling = false
    policy = nil
    snapshot = nil
    velocities = VelocityHistory()
  }

  /// After the device window handled a pointer event at `time`: picks up a pan that began,
  /// and reads the one dragging (its release included). The drag is measured as the
  /// running interaction reported it (`pendingRelease`: its direction, its policy); an
  /// interaction decided by hand is measured along the axis the pan moved most on.
  func sampleDrag(in window: UIWindow, at time: TimeInterval) {
    if !sampling, let active = Self.activePan(in: window) {
      pan = active
      sampling = true
      policy = nil
    }
    guard sampling, let pan else { return }
    guard let view = pan.view else {
      // Taken off its view (seed 002 removes its pan as the drag ends): the drag is over.
      sampling = false
      snapshot?.drag.isActive = false
      return
    }
    sampling = pan.state == .began || pan.state == .changed
    let reported = window.transitionTrace?.pendingRelease
    var release: TransitionDecisionPolicy.Release
    if let reported {
      // Samples taken before the interaction first reported (the press that starts a tab
      // switch runs before the switch does) were measured along a guessed axis.
      if policy == nil { velocities = VelocityHistory() }
      policy = reported.policy
      release = reported.release
    } else if policy != nil, let last = snapshot?.drag.release {
      // Released: the interaction dropped its report as it finished or cancelled; the
      // drag ends as last measured, in its own direction.
      release = last
    } else {
      release = Self.release(of: pan)
    }
    snapshot = (
      InspectorReading.Drag(
        translation: pan.translation(in: view), velocity: pan.velocity(in: view),
        isActive: sampling, isResting: false, release: release, finishes: nil),
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

  /// The drag as the reading shows it at host time `now`, decided by the policy its
  /// interaction reported: a drag whose pointer has rested longer than
  /// `UIPanGestureRecognizer.stopInterval` would be released at zero velocity.
  func drag(at now: TimeInterval) -> InspectorReading.Drag? {
    guard var drag = snapshot?.drag, let time = snapshot?.time else { return nil }
    drag.isResting = drag.isActive && now - time > UIPanGestureRecognizer.stopInterval
    if drag.isResting { drag.release.velocity = 0 }
    drag.finishes = policy?.shouldFinish(drag.release)
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
