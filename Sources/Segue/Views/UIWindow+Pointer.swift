import Foundation

extension UIWindow {
  /// Delivers one mouse event: a press hit-tests and begins touch 0 on the view under the
  /// pointer; motion and release go to that same view, wherever the pointer is, as on iOS.
  /// Out-of-order input (a move or release with no press, a second press mid-drag) is
  /// ignored, so a stray event cannot corrupt the touch.
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
      deliver(touch) { $0.touchesBegan($1, with: $2) }
    case .move:
      guard let touch = activeTouch else { return }
      touch.phase = .moved
      update(touch, with: input)
      deliver(touch) { $0.touchesMoved($1, with: $2) }
    case .up:
      guard let touch = activeTouch else { return }
      touch.phase = .ended
      update(touch, with: input)
      activeTouch = nil
      deliver(touch) { $0.touchesEnded($1, with: $2) }
    case .cancel:
      guard let touch = activeTouch else { return }
      touch.phase = .cancelled
      update(touch, with: input)
      activeTouch = nil
      deliver(touch) { $0.touchesCancelled($1, with: $2) }
    }
  }

  private func update(_ touch: UITouch, with input: PointerInput) {
    touch.previousLocationInWindow = touch.locationInWindow
    touch.locationInWindow = input.location
    touch.timestamp = input.timestamp
  }

  private func deliver(
    _ touch: UITouch, _ send: (UIResponder, Set<UITouch>, UIEvent) -> Void
  ) {
    guard let view = touch.view else { return }
    let touches: Set<UITouch> = [touch]
    send(view, touches, UIEvent(type: .touches, timestamp: touch.timestamp, touches: touches))
  }
}
