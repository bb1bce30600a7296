import Foundation

/// Turns a touch sequence into a gesture and calls its actions as the gesture progresses.
///
/// Attach it with `view.addGestureRecognizer(_:)`. The window feeds it the touches of the
/// view it is attached to and of that view's subviews, before the views themselves see them.
///
/// Target/action takes a closure, since there is no Objective-C runtime here. Porting from
/// UIKit is one mechanical change: `action: #selector(handlePan(_:))` becomes a closure that
/// calls the same method, and the closure's argument has the recognizer's own type:
///
///     // UIKit:  UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
///     let pan = UIPanGestureRecognizer(target: self) { [unowned self] g in self.handlePan(g) }
///     pan.addTarget(self) { [unowned self] g in self.logPan(g) }
///
/// `target` is held weakly, as UIKit does: once it is gone its actions are skipped, and
/// `removeTarget(_:action:)` removes every action added with it. Capture the target
/// `unowned` or `weak` in the closure: the recognizer keeps its closures alive, and the
/// target usually keeps the recognizer.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// Where the recognizer is in recognizing its gesture.
  public enum State: Int, Sendable {
    /// Not recognized yet: the default, and the state after each touch sequence.
    case possible
    /// A continuous gesture started (actions are called).
    case began
    /// A continuous gesture moved on (actions are called).
    case changed
    /// The gesture finished; for a discrete gesture (a tap), it was recognized.
    case ended
    /// A continuous gesture was interrupted, e.g. the window lost focus mid-drag.
    case cancelled
    /// The touches were not this gesture; no action is called.
    case failed

    /// UIKit's alias for `.ended` in discrete gestures.
    public static var recognized: State { .ended }
  }

  /// Where the recognizer is in recognizing its gesture. Actions and the delegate read it;
  /// a subclass sets it from its touch methods to move the state machine, as
  /// `UIGestureRecognizerSubclass` allows in UIKit:
  ///
  /// - `.possible` → `.began` (continuous) or `.ended`/`.recognized` (discrete) asks to
  ///   recognize: the delegate's `gestureRecognizerShouldBegin` is consulted, a recognizer it
  ///   requires to fail is waited for, and a gesture that already owns the touch prevents it
  ///   (it fails instead).
  /// - `.began` → `.changed` (each set calls the actions again) → `.ended` or `.cancelled`.
  /// - `.failed` (or `.cancelled` before it began) ends the attempt without calling actions.
  ///
  /// Actions are called on `.began`, `.changed`, `.ended` and `.cancelled`. Any other change
  /// (e.g. `.possible` → `.changed`, or leaving a final state) is refused with one warning
  /// naming it; the state stays as it was.
  ///
  /// A final state (`.ended`, `.cancelled`, `.failed`) stays readable until the next touch
  /// begins; then `reset()` is called and the state is `.possible` again. UIKit resets right
  /// after the sequence's last event; either way the recognizer sees no touch of the
  /// sequence it ended in, and is reset before the next.
  open var state: State {
    get { currentState }
    set { transition(to: newValue) }
  }

  /// The state itself; the arena and `reset()` write it directly, past the transition rules.
  internal var currentState: State = .possible

  /// Invalid transitions already warned about, so a subclass repeating one in every
  /// `touchesMoved` warns once.
  internal var warnedTransitions: Set<Transition> = []

  /// The view it is attached to; nil when detached.
  public internal(set) weak var view: UIView?

  public weak var delegate: (any UIGestureRecognizerDelegate)?

  /// A disabled recognizer receives no touches; disabling it mid-gesture cancels the gesture
  /// (or fails it before it began). True by default.
  public var isEnabled = true {
    didSet {
      guard !isEnabled, oldValue else { return }
      interrupt()
    }
  }

  /// When the gesture begins, the hit view gets `touchesCancelled` and no more touches of
  /// this sequence. True by default, as in UIKit.
  public var cancelsTouchesInView = true

  /// Not supported: touches always reach the view at once. False by default; setting it
  /// warns.
  public var delaysTouchesBegan = false {
    didSet { if delaysTouchesBegan { warnUnsupported("delaysTouchesBegan") } }
  }

  /// Not supported: `touchesEnded` always reaches the view at once (UIKit's default is
  /// true; it only matters for multi-tap recognizers). False; setting it warns.
  public var delaysTouchesEnded = false {
    didSet { if delaysTouchesEnded { warnUnsupported("delaysTouchesEnded") } }
  }

  internal struct Action {
    let target: WeakTarget
    var call: (UIGestureRecognizer) -> Void
  }

  internal var actions: [Action] = []

  /// Recognizers that must fail before this one may leave `.possible` (`require(toFail:)`).
  internal var failureRequirements: [WeakRecognizer] = []

  /// The touch delivered to this recognizer; nil between sequences and once `ignore(_:for:)`d.
  internal var deliveredTouch: UITouch?
  /// Where the touch last was in its window (kept after it ends, for `location(in:)`).
  internal var lastLocationInWindow: CGPoint = .zero
  internal weak var lastWindow: UIWindow?

  /// The arena of the touch sequence in progress, while this recognizer takes part in it.
  internal weak var arena: GestureArena?

  /// A recognition held back until the recognizers this one requires to fail have failed.
  internal var pendingState: State?

  /// A recognizer with no action yet: `init(target: nil, action: nil)`, as in UIKit.
  public convenience override init() { self.init(target: nil, action: nil) }

  /// UIKit's designated initializer, which every other one calls, for subclasses written
  /// as iOS code: they call `super.init(target: nil, action: nil)` from their own
  /// initializers, or override this one, and add their actions with `addTarget(_:action:)`.
  /// There is no Objective-C runtime to send a selector to `target`: a recognizer made with
  /// one warns, naming it, and calls nothing for it (`segue port` rewrites `#selector`
  /// actions to closures).
  public init(target: Any?, action: Selector?) {
    super.init()
    if let action {
      Diagnostics.warn(
        "\(Self.self)(target:action: \"\(action.name)\"): Segue cannot send a selector; "
          + "add the action as a closure with addTarget(_:action:) (segue port rewrites "
          + "#selector actions)")
    }
  }

  /// Makes a recognizer that calls `action` with itself at each change of state. The
  /// trailing-closure form reads `UIPanGestureRecognizer(target: self) { g in … }`;
  /// `target` may be nil (the action then always runs).
  public convenience init(target: AnyObject?, action: @escaping (Self) -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds an action, called with the recognizer on `.began`, `.changed`, `.ended` and
  /// `.cancelled` (on recognition for a discrete gesture).
  public func addTarget(_ target: AnyObject?, action: @escaping (Self) -> Void) {
    actions.append(
      Action(target: WeakTarget(target)) { recognizer in
        action(recognizer as! Self)
      })
  }

  /// Removes the actions added with `target` (every untargeted one when nil). Closures
  /// cannot be compared, so `action` must be nil: all of the target's actions go.
  public func removeTarget(_ target: AnyObject?, action: Never? = nil) {
    actions.removeAll { action in
      guard let target else { return !action.target.isSet }
      return action.target.object === target
    }
  }

  /// This recognizer recognizes only once `other` has failed; if `other` recognizes, this
  /// one fails. Used e.g. so a single tap waits for a double tap.
  public func require(toFail other: UIGestureRecognizer) {
    guard other !== self else { return }
    failureRequirements.append(WeakRecognizer(other))
  }

  /// The location of the gesture (its touch) in `view`'s coordinates, the window's when
  /// nil. After the touch ends it stays where the touch last was.
  open func location(in view: UIView?) -> CGPoint {
    guard let view, let window = lastWindow else { return lastLocationInWindow }
    return view.convert(lastLocationInWindow, from: window)
  }

  /// The location of touch `touchIndex` (only 0 exists: the mouse) in `view`'s coordinates.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    location(in: view)
  }

  /// The touches the recognizer is tracking: 1 while the mouse button is held, else 0.
  open var numberOfTouches: Int { deliveredTouch == nil ? 0 : 1 }

  // MARK: Subclassing (UIKit's UIGestureRecognizerSubclass), fed by the window's arena.

  /// A touch went down in the attached view or below it; the recognizer sees it before the
  /// view does. `touches` holds the touches in the `.began` phase (here the one mouse
  /// touch). Does nothing by default; subclasses set `state` from here on.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// The touches moved. Does nothing by default.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// The touches lifted. Does nothing by default.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// The touches were cancelled (e.g. the window lost the pointer mid-drag). Does nothing by
  /// default; if the recognizer is still undecided when it returns, it fails, and if it
  /// began, it is cancelled, so a subclass need not handle it.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Never called: the mouse has no estimated properties to update. Does nothing by default.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

  /// Clears the last attempt before the next: called when a touch begins after the
  /// recognizer reached a final state. Subclasses clear their own state and call super,
  /// which puts `state` back to `.possible`.
  open func reset() {
    currentState = .possible
    pendingState = nil
    deliveredTouch = nil
  }

  /// Stops delivering `touch` to this recognizer for the rest of its sequence; the view still
  /// gets it even if the recognizer recognizes (ignored touches are not cancelled).
  public func ignore(_ touch: UITouch, for event: UIEvent) {
    if deliveredTouch === touch { deliveredTouch = nil }
  }

  /// Whether this recognizer, on recognizing, makes `preventedGestureRecognizer` fail (when
  /// the two may not recognize together). True by default.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`, on recognizing, makes this recognizer fail. True
  /// by default.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Class-wide `require(toFail:)`: true makes this recognizer wait for
  /// `otherGestureRecognizer` to fail. False by default.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// True makes `otherGestureRecognizer` wait for this recognizer to fail. False by default.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// The touch sequence this recognizer took part in is over (released or cancelled),
  /// whatever became of the recognizer (it may have failed long before and seen no touch
  /// since). Internal, for the built-in recognizers that hold a scroll view or a running
  /// transition under the touch; UIKit has no public equivalent (subclasses clean up in
  /// `reset()`).
  internal func touchSequenceDidEnd() {}

  private func warnUnsupported(_ name: String) {
    Diagnostics.warn(
      "UIGestureRecognizer.\(name) = true is not supported; touches are delivered at once")
  }
}

/// A recognizer reference that does not keep it alive.
internal struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
  init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
