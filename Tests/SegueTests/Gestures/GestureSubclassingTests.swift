import Foundation
import Segue
import Testing

/// Custom recognizers written as iOS code subclasses UIGestureRecognizer (the
/// UIGestureRecognizerSubclass API), fed real pointer input through the window.
@MainActor
@Suite("Gesture recognizer subclassing")
struct GestureSubclassingTests {
  /// A 400×400 window with a 200×200 TouchRecorder at (100, 100) and `recognizer` on it.
  private func scene<Recognizer: UIGestureRecognizer>(_ recognizer: Recognizer)
    -> (window: UIWindow, view: TouchRecorder, log: ActionLog)
  {
    let (window, view) = gestureScene()
    let log = ActionLog()
    recognizer.addTarget(log) { [unowned log] g in log.states.append(g.state) }
    view.addGestureRecognizer(recognizer)
    return (window, view, log)
  }

  /// Presses at the first point, moves through the rest, releases at the last, 1/60 s apart.
  private func stroke(_ window: UIWindow, _ points: [(CGFloat, CGFloat)], from time: Double = 1) {
    for (i, (x, y)) in points.enumerated() {
      let phase: PointerInput.Phase = i == 0 ? .down : i == points.count - 1 ? .up : .move
      window.handle(pointer(phase, x, y, at: time + Double(i) / 60))
    }
  }

  /// Down-right, then up-right past the start: a checkmark.
  private let checkmark: [(CGFloat, CGFloat)] = [
    (150, 150), (160, 160), (170, 170), (180, 160), (200, 140), (220, 120), (230, 110),
    (230, 110),
  ]

  @Test func aDrawnCheckmarkIsRecognizedOnceAndCancelsTheViewsTouches() {
    let (window, view, log) = scene(CheckmarkGestureRecognizer())
    stroke(window, checkmark)
    #expect(log.states == [.recognized])
    #expect(view.methods.last == "cancelled")
    #expect(!view.methods.contains("ended"))
  }

  @Test func aStrokeThatStartsUpwardFailsAndTheViewGetsTheRelease() {
    let checkmarkRecognizer = CheckmarkGestureRecognizer()
    let (window, view, log) = scene(checkmarkRecognizer)
    stroke(window, [(150, 150), (160, 140), (170, 130), (170, 130)])
    #expect(log.states.isEmpty)
    #expect(checkmarkRecognizer.state == .failed)
    #expect(view.methods == ["began", "moved", "moved", "ended"])
  }

  /// The failed attempt left `trackedTouch` set; only `reset()` clears it, and without that
  /// the next touch would be ignored and the checkmark never seen.
  @Test func resetRunsBeforeTheNextAttempt() {
    let checkmarkRecognizer = CheckmarkGestureRecognizer()
    let (window, _, log) = scene(checkmarkRecognizer)
    stroke(window, [(150, 150), (140, 160), (140, 160)])
    #expect(checkmarkRecognizer.state == .failed)
    #expect(checkmarkRecognizer.trackedTouch != nil)
    stroke(window, checkmark, from: 2)
    #expect(log.states == [.recognized])
  }

  /// Apple's recognizer sets `.cancelled` from `touchesCancelled` before it ever began: the
  /// attempt ends without an action call.
  @Test func aCancelledStrokeEndsTheAttemptWithoutActions() {
    let checkmarkRecognizer = CheckmarkGestureRecognizer()
    let (window, _, log) = scene(checkmarkRecognizer)
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 160, 160, at: 1.02))
    window.handle(pointer(.cancel, 160, 160, at: 1.04))
    #expect(checkmarkRecognizer.state == .cancelled)
    #expect(checkmarkRecognizer.strokePhase == .notStarted)
    #expect(log.states.isEmpty)
  }

  @Test func aContinuousSubclassCallsActionsOnBeganChangedAndEnded() {
    let (window, _, log) = scene(HoldAndDragRecognizer())
    stroke(window, [(150, 150), (160, 150), (170, 150), (180, 150), (180, 150)])
    #expect(log.states == [.began, .changed, .changed, .ended])
  }

  @Test func aContinuousSubclassIsCancelledWithActionsWhenItsTouchIs() {
    let (window, _, log) = scene(HoldAndDragRecognizer())
    window.handle(pointer(.down, 150, 150, at: 1))
    window.handle(pointer(.move, 160, 150, at: 1.02))
    window.handle(pointer(.cancel, 160, 150, at: 1.04))
    #expect(log.states == [.began, .cancelled])
  }

  @Test func theDelegateIsAskedBeforeASubclassBegins() {
    let drag = HoldAndDragRecognizer()
    let delegate = ClosureDelegate()
    var asked: [UIGestureRecognizer.State] = []
    delegate.shouldBegin = { g in
      asked.append(g.state)
      return false
    }
    drag.delegate = delegate
    let (window, view, log) = scene(drag)
    stroke(window, [(150, 150), (160, 150), (170, 150), (170, 150)])
    #expect(asked == [.possible])
    #expect(drag.state == .failed)
    #expect(log.states.isEmpty)
    #expect(view.methods.last == "ended")
  }

  @Test func requireToFailWaitsForTheCustomRecognizer() {
    let checkmarkRecognizer = CheckmarkGestureRecognizer()
    let (window, view, checkLog) = scene(checkmarkRecognizer)
    let panLog = ActionLog()
    let pan = loggedPan(panLog)
    pan.require(toFail: checkmarkRecognizer)
    view.addGestureRecognizer(pan)

    stroke(window, checkmark)
    #expect(checkLog.states == [.recognized])
    #expect(panLog.states.isEmpty)

    // Up and to the left is no checkmark: it fails at the first move and the pan goes ahead.
    stroke(window, [(250, 250), (240, 240), (225, 225), (210, 210), (210, 210)], from: 2)
    #expect(checkLog.states == [.recognized])
    #expect(panLog.states.first == .began)
    #expect(panLog.states.last == .ended)
  }

  /// The subclass counts its own progress: held back by `require(toFail:)`, its `.began`
  /// waits, and the `.changed` it sets next is taken as the gesture moving on, not refused.
  @Test func aHeldBackSubclassMayGoOnFromTheStateItAskedFor() {
    let drag = CountingDragRecognizer()
    let (window, view, log) = scene(drag)
    let tap = UITapGestureRecognizer()
    view.addGestureRecognizer(tap)
    drag.require(toFail: tap)
    let (_, warnings) = capturingWarnings {
      stroke(window, [(150, 150), (152, 150), (154, 150), (170, 150), (180, 150), (180, 150)])
    }
    #expect(warnings.isEmpty)
    #expect(log.states == [.began, .changed, .ended])
  }

  @Test func aSubclassThatCannotBePreventedRecognizesBesideAPan() {
    let drag = UnstoppableDragRecognizer()
    let (window, view, dragLog) = scene(drag)
    let panLog = ActionLog()
    view.addGestureRecognizer(loggedPan(panLog))
    stroke(window, [(150, 150), (160, 150), (175, 150), (190, 150), (190, 150)])
    #expect(dragLog.states.first == .began)
    #expect(dragLog.states.last == .ended)
    #expect(panLog.states.first == .began)
  }

  @Test func aSubclassOfThePanRefinesItThroughTheSameTouchMethods() {
    let horizontal = HorizontalPanRecognizer()
    let (window, _, log) = scene(horizontal)
    stroke(window, [(150, 150), (152, 165), (154, 180), (154, 180)])
    #expect(horizontal.state == .failed)
    #expect(log.states.isEmpty)
    stroke(window, [(150, 150), (165, 152), (180, 154), (180, 154)], from: 2)
    #expect(log.states == [.began, .changed, .ended])
    #expect(horizontal.translation(in: nil) == CGPoint(x: 30, y: 0))
  }

  @Test func anIgnoredTouchIsNotDeliveredAgain() {
    let ignoring = IgnoringRecognizer()
    let (window, view, _) = scene(ignoring)
    stroke(window, [(150, 150), (160, 150), (170, 150)])
    #expect(ignoring.calls == ["began"])
    #expect(ignoring.eventTouchesBeforeAndAfterIgnoring == [1, 0])
    #expect(ignoring.numberOfTouches == 0)
    #expect(view.methods == ["began", "moved", "ended"])
  }

  @Test func aRecognizerThatRecognizesOnLandingKeepsTheWholeTouchFromTheView() {
    let (window, view, log) = scene(PressRecognizer())
    stroke(window, [(150, 150), (170, 150), (170, 150)])
    #expect(log.states == [.recognized])
    #expect(view.methods.isEmpty)
  }

  @Test func anInvalidTransitionWarnsOnceNamingItAndKeepsTheState() {
    let jumper = ChangedWithoutBeganRecognizer()
    let (window, _, log) = scene(jumper)
    let (_, warnings) = capturingWarnings {
      stroke(window, [(150, 150), (160, 150), (170, 150), (180, 150), (180, 150)])
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("ChangedWithoutBeganRecognizer") == true)
    #expect(warnings.first?.contains(".changed while .possible") == true)
    #expect(log.states == [.recognized])
  }
}

/// Begins on the first move, changes on each later one, ends on release.
@MainActor
private class HoldAndDragRecognizer: UIGestureRecognizer {
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .began : .changed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .failed : .ended
  }
}

/// Begins on its first move and changes on every later one by its own count, not by
/// reading `state`.
@MainActor
private final class CountingDragRecognizer: UIGestureRecognizer {
  private var moves = 0

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    moves += 1
    state = moves == 1 ? .began : .changed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .ended
  }

  override func reset() {
    super.reset()
    moves = 0
  }
}

/// A drag that neither stops nor is stopped by another recognizer.
@MainActor
private final class UnstoppableDragRecognizer: HoldAndDragRecognizer {
  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A pan that fails when its first movement is more vertical than horizontal, and reports
/// only the horizontal part.
@MainActor
private final class HorizontalPanRecognizer: UIPanGestureRecognizer {
  private var origin: CGPoint = .zero

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    origin = touches.first?.location(in: nil) ?? .zero
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, let location = touches.first?.location(in: nil),
      abs(location.y - origin.y) >= abs(location.x - origin.x)
    {
      state = .failed
      return
    }
    super.touchesMoved(touches, with: event)
  }

  override func translation(in view: UIView?) -> CGPoint {
    CGPoint(x: super.translation(in: view).x, y: 0)
  }
}

/// Recognizes as the touch lands.
@MainActor
private final class PressRecognizer: UIGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .recognized
  }
}

/// Ignores its touch as soon as it lands.
@MainActor
private final class IgnoringRecognizer: UIGestureRecognizer {
  var calls: [String] = []
  /// `event.touches(for: self)` counted as the touch lands and once it is ignored.
  var eventTouchesBeforeAndAfterIgnoring: [Int] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    calls.append("began")
    eventTouchesBeforeAndAfterIgnoring.append(event.touches(for: self)?.count ?? -1)
    for touch in touches { ignore(touch, for: event) }
    eventTouchesBeforeAndAfterIgnoring.append(event.touches(for: self)?.count ?? -1)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    calls.append("moved")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    calls.append("ended")
  }
}

/// Skips `.began` (invalid: refused with a warning), then recognizes on release.
@MainActor
private final class ChangedWithoutBeganRecognizer: UIGestureRecognizer {
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .changed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .recognized
  }
}

/// UIKit's designated `init(target:action:)`, as iOS subclasses call and override it:
/// EasyTransitions' pan recognizers (MIT, © 2018 marcosgriselli) take their own parameters
/// and call `super.init(target: nil, action: nil)`.
@MainActor
@Suite("Gesture recognizer designated initializer")
struct GestureDesignatedInitializerTests {
  final class DirectionalPan: UIPanGestureRecognizer {
    let direction: UIRectEdge
    init(direction: UIRectEdge) {
      self.direction = direction
      super.init(target: nil, action: nil)
    }
  }

  final class CountingTap: UITapGestureRecognizer {
    private(set) var made = 0
    override init(target: Any?, action: Selector?) {
      super.init(target: target, action: action)
      made += 1
    }
  }

  @Test func aSubclassCallingSuperWithNilTargetAndActionRecognizesAndCallsItsClosures() {
    let (window, view) = gestureScene()
    let pan = DirectionalPan(direction: .left)
    var states: [UIGestureRecognizer.State] = []
    pan.addTarget(nil) { states.append($0.state) }
    view.addGestureRecognizer(pan)
    let warnings = WarningLog()
    Diagnostics.$sink.withValue(warnings.sink) {
      for (i, x) in [150.0, 170, 190, 210].enumerated() {
        let phase: PointerInput.Phase = i == 0 ? .down : i == 3 ? .up : .move
        window.handle(pointer(phase, x, 150, at: 1 + Double(i) / 60))
      }
    }
    #expect(pan.direction == .left)
    #expect(states.first == .began && states.last == .ended, "\(states)")
    #expect(warnings.messages.isEmpty, "\(warnings.messages)")
  }

  @Test func anOverrideRunsForEveryWayOfMakingTheRecognizer() {
    #expect(CountingTap(target: nil, action: nil).made == 1)
    // `init()` and the closure form go through the designated initializer too, as UIKit's
    // `init` does.
    #expect(CountingTap().made == 1)
    #expect(CountingTap(target: nil) { _ in }.made == 1)
  }

  @Test func aSelectorActionWarnsNamingItAndIsNotCalled() {
    let log = WarningLog()
    Diagnostics.$sink.withValue(log.sink) {
      _ = UIPanGestureRecognizer(target: nil, action: NSSelectorFromString("handlePan:"))
    }
    let warnings = log.messages
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("\"handlePan:\"") == true, "\(warnings)")
    #expect(warnings.first?.contains("addTarget(_:action:)") == true, "\(warnings)")
  }
}
