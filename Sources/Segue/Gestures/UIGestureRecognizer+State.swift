import Foundation

extension UIGestureRecognizer {
  /// A change of state, as named in the warning about an invalid one.
  internal struct Transition: Hashable {
    var from: State
    var to: State
  }

  /// Moves the state machine (the `state` setter). Leaving `.possible` for `.began` or
  /// `.ended` is a request the arena may refuse (another gesture owns the touch, the delegate
  /// says no) or hold back (a recognizer this one requires to fail is undecided).
  internal func transition(to newState: State) {
    guard newState != currentState else {
      if newState == .changed { sendActions() }
      if newState == .began { refuse(Transition(from: currentState, to: newState)) }
      return
    }
    // While held back the gesture goes on from the state it asked for (a subclass that
    // set `.began` may set `.changed` next), or from `.possible`, which `state` still reads.
    guard
      Self.allows(Transition(from: currentState, to: newState))
        || pendingState.map({ Self.allows(Transition(from: $0, to: newState)) }) == true
    else { return refuse(Transition(from: currentState, to: newState)) }
    if currentState == .possible, newState == .began || newState == .ended {
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
      // Still waiting: remember whether the gesture ended meanwhile (a pan let go); a
      // `.changed` leaves it asking to begin, so its actions still start with `.began`.
      if newState != .changed { pendingState = newState }
      return
    }
    apply(newState)
  }

  /// UIKit's state machine: discrete `.possible` → `.ended`/`.failed`; continuous
  /// `.possible` → `.began` → `.changed`… → `.ended`/`.cancelled`. `.possible` →
  /// `.cancelled` is taken as failing (Apple's own custom-recognizer sample sets it from
  /// `touchesCancelled`); only `reset()` leaves a final state.
  private static func allows(_ transition: Transition) -> Bool {
    switch (transition.from, transition.to) {
    case (.possible, .began), (.possible, .ended), (.possible, .failed), (.possible, .cancelled):
      return true
    case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
    case (.changed, .ended), (.changed, .cancelled): return true
    default: return false
    }
  }

  /// An invalid change: the state stays, and one warning per transition and recognizer.
  private func refuse(_ transition: Transition) {
    guard warnedTransitions.insert(transition).inserted else { return }
    Diagnostics.warn(
      "\(type(of: self)).state = .\(transition.to) while .\(transition.from) is not a valid "
        + "gesture recognizer transition; the state stays .\(transition.from)")
  }

  /// Sets the state for real and tells the arena and the targets.
  internal func apply(_ newState: State) {
    guard currentState != newState || newState == .changed else { return }
    let wasPossible = currentState == .possible
    currentState = newState
    if newState == .failed || (wasPossible && newState == .cancelled) {
      arena?.recognizerDidFail(self)
      return
    }
    if wasPossible, newState == .began || newState == .ended {
      arena?.recognizerDidBegin(self)
    }
    sendActions()
  }

  internal func sendActions() {
    for action in actions where !action.target.isGone {
      action.call(self)
    }
  }

  /// Disabled, detached, or its touch cancelled with the gesture still open: an active
  /// gesture is cancelled, an undecided one fails.
  internal func interrupt() {
    switch currentState {
    case .began, .changed: apply(.cancelled)
    case .possible where deliveredTouch != nil || pendingState != nil:
      pendingState = nil
      apply(.failed)
    default: break
    }
    deliveredTouch = nil
  }

  /// Whether this recognizer and `other` may both be recognized for one touch: either
  /// delegate may allow it (UIKit's default is no).
  internal func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Whether this recognizer, having recognized, makes `other` fail: they may not recognize
  /// together, and neither class exempts the pair (`canPrevent`/`canBePrevented(by:)`).
  internal func prevents(_ other: UIGestureRecognizer) -> Bool {
    !recognizesSimultaneously(with: other) && canPrevent(other) && other.canBePrevented(by: self)
  }

  /// Whether this recognizer must wait for `other` to fail: `require(toFail:)`, either
  /// class's say, or either delegate's.
  internal func requiresFailure(of other: UIGestureRecognizer) -> Bool {
    failureRequirements.contains { $0.recognizer === other }
      || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
      || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }
}
