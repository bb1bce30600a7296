import Foundation

extension UIGestureRecognizer {
  /// Moves the state machine. Leaving `.possible` for `.began` or `.ended` is a request
  /// the arena may refuse (another gesture owns the touch, the delegate says no) or hold
  /// back (a recognizer this one requires to fail is undecided).
  internal func setState(_ newState: State) {
    guard newState != state else {
      if newState == .changed { sendActions() }
      return
    }
    if state == .possible, newState == .began || newState == .ended {
      if let arena {
        arena.requestRecognition(of: self, as: newState)
      } else if delegate?.gestureRecognizerShouldBegin(self) ?? true {
        apply(newState)
      } else {
        apply(.failed)
      }
      return
    }
    if pendingState != nil, newState == .failed || newState == .cancelled {
      // Whatever was held back is moot now.
      pendingState = nil
      apply(.failed)
      return
    }
    if pendingState != nil {
      // Still waiting: remember how far the gesture got (e.g. a pan that ended meanwhile).
      pendingState = newState
      return
    }
    apply(newState)
  }

  /// Sets the state for real and tells the arena and the targets.
  internal func apply(_ newState: State) {
    guard state != newState || newState == .changed else { return }
    let wasPossible = state == .possible
    state = newState
    if newState == .failed {
      arena?.recognizerDidFail(self)
      return
    }
    if wasPossible, newState == .began || newState == .ended {
      arena?.recognizerDidBegin(self)
    }
    sendActions()
  }

  internal func sendActions() {
    for action in actions where action.isUntargeted || action.target != nil {
      action.call(self)
    }
  }

  /// Disabled or detached mid-sequence: an active gesture is cancelled, an undecided one fails.
  internal func interrupt() {
    switch state {
    case .began, .changed: apply(.cancelled)
    case .possible where trackedTouch != nil || pendingState != nil:
      pendingState = nil
      apply(.failed)
    default: break
    }
    trackedTouch = nil
  }

  /// Whether this recognizer and `other` may both be recognized for one touch: either
  /// delegate may allow it (UIKit's default is no).
  internal func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Whether this recognizer must wait for `other` to fail: `require(toFail:)` or either
  /// delegate's say.
  internal func requiresFailure(of other: UIGestureRecognizer) -> Bool {
    failureRequirements.contains { $0.recognizer === other }
      || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }
}
