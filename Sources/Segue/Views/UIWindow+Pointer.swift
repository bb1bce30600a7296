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
      let event = self.event(for: touch)
      gestureArena = GestureArena(touch: touch, event: event)
      deliver(touch, event) { $0.touchesBegan($1, with: $2) }
    case .move:
      guard let touch = activeTouch else { return }
      touch.phase = .moved
      update(touch, with: input)
      deliver(touch, event(for: touch)) { $0.touchesMoved($1, with: $2) }
    case .up:
      guard let touch = activeTouch, input.button == activeButton else { return }
      touch.phase = .ended
      update(touch, with: input)
      activeTouch = nil
      deliver(touch, event(for: touch)) { $0.touchesEnded($1, with: $2) }
      finishGestures()
    case .cancel:
      guard let touch = activeTouch else { return }
      touch.phase = .cancelled
      update(touch, with: input)
      activeTouch = nil
      deliver(touch, event(for: touch)) { $0.touchesCancelled($1, with: $2) }
      finishGestures()
    }
  }

  private func update(_ touch: UITouch, with input: PointerInput) {
    touch.previousLocationInWindow = touch.locationInWindow
    touch.locationInWindow = input.location
    touch.timestamp = input.timestamp
  }

  private func event(for touch: UITouch) -> UIEvent {
    UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch])
  }

  /// Recognizers first, then the view, unless a recognizer has taken the touch from it.
  private func deliver(
    _ touch: UITouch, _ event: UIEvent, _ send: (UIResponder, Set<UITouch>, UIEvent) -> Void
  ) {
    gestureArena?.feed(touch.phase, event: event)
    guard let view = touch.view, gestureArena?.viewTouchesCancelled != true else { return }
    send(view, [touch], event)
  }

  private func finishGestures() {
    gestureArena?.end()
    gestureArena = nil
  }
}
