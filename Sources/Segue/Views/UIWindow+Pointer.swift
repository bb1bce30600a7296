import Foundation

extension UIWindow {
  /// Delivers one mouse event: a press hit-tests and begins touch 0 on the view under the
  /// pointer; motion and release go to that same view, wherever the pointer is (outside the
  /// window too: coordinates are never clamped), as on iOS. The gesture recognizers of that
  /// view and its ancestors see each event first; once one begins, the view gets
  /// `touchesCancelled` (see `UIGestureRecognizer.cancelsTouchesInView`).
  /// Out-of-order input (a move or release with no press, a second press mid-drag, the
  /// release of another button) is ignored, so a stray event cannot corrupt the touch.
  public func handle(_ input: PointerInput) {
    switch input.phase {
    case .down:
      guard activeTouch == nil else { return }
      let touch = UITouch()
      touch.window = self
      touch.view = hitTest(input.location, with: nil)
      touch.timestamp = input.timestamp
      touch.locationInWindow = input.location
      touch.previousLocationInWindow = input.location
      activeTouch = touch
      activeButton = input.button
      let touches: Set<UITouch> = [touch]
      let event = UIEvent(type: .touches, timestamp: touch.timestamp, touches: touches)
      activeEvent = event
      gestureArena = GestureArena(touch: touch, event: event)
      deliver(touch, touches, event) { $0.touchesBegan($1, with: $2) }
    case .move:
      guard let (touch, touches, event) = active(.moved, with: input) else { return }
      deliver(touch, touches, event) { $0.touchesMoved($1, with: $2) }
    case .up:
      guard input.button == activeButton, let (touch, touches, event) = active(.ended, with: input)
      else { return }
      endSequence()
      deliver(touch, touches, event) { $0.touchesEnded($1, with: $2) }
      finishGestures()
    case .cancel:
      guard let (touch, touches, event) = active(.cancelled, with: input) else { return }
      endSequence()
      deliver(touch, touches, event) { $0.touchesCancelled($1, with: $2) }
      finishGestures()
    }
  }

  /// The touch in progress moved to `phase` at `input`'s place and time, with the sequence's
  /// touch set and event (its timestamp moved along); nil when no touch is in progress.
  private func active(_ phase: UITouch.Phase, with input: PointerInput) -> (
    UITouch, Set<UITouch>, UIEvent
  )? {
    guard let touch = activeTouch, let event = activeEvent, let touches = event.allTouches else {
      return nil
    }
    touch.phase = phase
    touch.previousLocationInWindow = touch.locationInWindow
    touch.locationInWindow = input.location
    touch.timestamp = input.timestamp
    event.timestamp = input.timestamp
    return (touch, touches, event)
  }

  private func endSequence() {
    activeTouch = nil
    activeEvent = nil
  }

  /// Recognizers first, then the view, unless a recognizer has taken the touch from it.
  private func deliver(
    _ touch: UITouch, _ touches: Set<UITouch>, _ event: UIEvent,
    _ send: (UIResponder, Set<UITouch>, UIEvent) -> Void
  ) {
    gestureArena?.feed(touch.phase, event: event)
    guard let view = touch.view, gestureArena?.viewTouchesCancelled != true else { return }
    send(view, touches, event)
  }

  private func finishGestures() {
    gestureArena?.end()
    gestureArena = nil
  }
}
