import Foundation

/// The recognizers taking part in one touch sequence (press to release) and the rules
/// between them, as in UIKit: the recognizers of the hit view and of its ancestors see each
/// touch before the view does; the first to begin owns the touch and the others fail unless
/// a delegate lets them recognize simultaneously; one that requires another to fail waits.
@MainActor
internal final class GestureArena {
  /// Hit view first, then each ancestor up to the window; each view's in the order added.
  private(set) var participants: [UIGestureRecognizer] = []

  /// True once a recognizer that cancels touches in the view has begun: the view has had
  /// `touchesCancelled` and gets nothing more of this sequence.
  private(set) var viewTouchesCancelled = false

  private let touch: UITouch
  /// The touch as the set the touch methods take, made once per sequence: a set per event
  /// would allocate on every move of a drag.
  private let touches: Set<UITouch>
  private var event: UIEvent

  /// Gathers the recognizers for a touch that begins on `touch.view`; recognizers left in a
  /// final state by the previous sequence start over (UIKit resets them between sequences).
  init(touch: UITouch, event: UIEvent) {
    self.touch = touch
    self.touches = [touch]
    self.event = event
    var view = touch.view
    while let current = view {
      for recognizer in current.attachedGestureRecognizers where recognizer.isEnabled {
        if recognizer.currentState != .possible || recognizer.pendingState != nil {
          recognizer.reset()
        }
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
        else { continue }
        participants.append(recognizer)
      }
      view = current.superview
    }
    for recognizer in participants {
      recognizer.arena = self
      recognizer.deliveredTouch = touch
    }
  }

  /// Feeds one phase of the touch to every recognizer still deciding or recognizing. A
  /// cancelled touch closes what the recognizer left open (see `touchesCancelled`).
  func feed(_ phase: UITouch.Phase, event: UIEvent) {
    self.event = event
    for recognizer in participants where isListening(recognizer) {
      recognizer.lastLocationInWindow = touch.locationInWindow
      recognizer.lastWindow = touch.window
      switch phase {
      case .began: recognizer.touchesBegan(touches, with: event)
      case .moved, .stationary: recognizer.touchesMoved(touches, with: event)
      case .ended: recognizer.touchesEnded(touches, with: event)
      case .cancelled:
        recognizer.touchesCancelled(touches, with: event)
        if isListening(recognizer) { recognizer.interrupt() }
      }
    }
  }

  /// The sequence is over: recognizers still waiting on an undecided requirement fail
  /// (there is no timer to wait on), and everyone lets go of the touch.
  func end() {
    for recognizer in participants {
      if recognizer.pendingState != nil, recognizer.arena === self {
        recognizer.pendingState = nil
        recognizer.apply(.failed)
      }
    }
    for recognizer in participants where recognizer.arena === self {
      recognizer.deliveredTouch = nil
      recognizer.arena = nil
      recognizer.touchSequenceDidEnd()
    }
  }

  private func isListening(_ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.arena === self, recognizer.deliveredTouch === touch, recognizer.isEnabled,
      recognizer.view != nil
    else { return false }
    switch recognizer.currentState {
    case .possible, .began, .changed: return true
    case .ended, .cancelled, .failed: return false
    }
  }

  private func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
    switch recognizer.currentState {
    case .began, .changed, .ended: return true
    case .possible, .cancelled, .failed: return false
    }
  }

  /// A recognizer asks to leave `.possible` for `.began` (continuous) or `.ended` (discrete).
  func requestRecognition(of recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
    let others = participants.filter { $0 !== recognizer && $0.arena === self }
    if others.contains(where: { hasRecognized($0) && $0.prevents(recognizer) }) {
      return recognizer.apply(.failed)
    }
    let required = others.filter { recognizer.requiresFailure(of: $0) }
    if required.contains(where: hasRecognized) {
      return recognizer.apply(.failed)
    }
    if required.contains(where: { $0.currentState == .possible }) {
      recognizer.pendingState = state
      return
    }
    guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else {
      return recognizer.apply(.failed)
    }
    recognizer.apply(state)
  }

  /// A recognizer began (or recognized): it owns the touch now, unless it ignored it. One
  /// that recognizes as the touch lands (a custom subclass can) takes it before the view
  /// has seen it: the view gets nothing, not even `touchesCancelled`.
  func recognizerDidBegin(_ winner: UIGestureRecognizer) {
    for other in participants where other !== winner && other.arena === self {
      guard other.currentState == .possible, winner.prevents(other) else { continue }
      other.pendingState = nil
      other.apply(.failed)
    }
    if winner.cancelsTouchesInView, winner.deliveredTouch === touch, !viewTouchesCancelled {
      viewTouchesCancelled = true
      if touch.phase != .began, let view = touch.view {
        view.touchesCancelled([touch], with: event)
      }
    }
  }

  /// A recognizer failed: those that were waiting for it may go ahead.
  func recognizerDidFail(_ loser: UIGestureRecognizer) {
    for waiting in participants where waiting.pendingState != nil && waiting.arena === self {
      let undecided = participants.contains {
        $0 !== waiting && $0.arena === self && $0.currentState == .possible
          && waiting.requiresFailure(of: $0)
      }
      guard !undecided, let state = waiting.pendingState else { continue }
      waiting.pendingState = nil
      requestRecognition(of: waiting, as: state)
    }
  }
}
