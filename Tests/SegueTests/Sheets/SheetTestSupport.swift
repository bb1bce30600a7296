import Foundation

@testable import Segue

/// A 400×800 window whose root controller presents `sheet` with the default style, and a
/// frame-by-frame pointer (each event at the next frame's time, then that frame).
@MainActor
final class SheetRig {
  let root = UIViewController()
  let presented: UIViewController
  let window: UIWindow
  var engine: AnimationEngine { window.animationEngine }
  /// The sheet's top after each frame, as drawn.
  var tops: [CGFloat] = []

  init(
    _ presented: UIViewController = UIViewController(),
    configure: (UIViewController) -> Void = { _ in }
  ) {
    self.presented = presented
    window = makeWindow(root: root)
    configure(presented)
    root.present(presented, animated: true)
    settle()
  }

  var sheet: UISheetPresentationController { presented.sheetPresentationController! }
  var top: CGFloat { presented.view.frame.minY }
  var now: TimeInterval { engine.clock.now }

  func frame(_ phase: PointerInput.Phase? = nil, at point: CGPoint = .zero) {
    if let phase {
      window.handle(PointerInput(phase: phase, location: point, timestamp: now + 1.0 / 60))
    }
    engine.step()
    tops.append(presented.view.presentation().frame.minY)
  }

  /// Presses at `start`, moves down by `dy(t)` each frame for `duration` seconds, releases.
  func drag(
    from start: CGPoint, duration: TimeInterval, release: Bool = true,
    dy: (TimeInterval) -> CGFloat
  ) {
    frame(.down, at: start)
    var last = start
    for i in 1...Int((duration * 60).rounded()) {
      last = CGPoint(x: start.x, y: start.y + dy(Double(i) / 60))
      frame(.move, at: last)
    }
    if release { window.handle(PointerInput(phase: .up, location: last, timestamp: now)) }
  }

  func settle(frames: Int = 60) {
    for _ in 0..<frames { frame() }
  }
}

/// Logs the sheet's delegate calls by short name.
@MainActor
final class SheetDelegateLog: NSObject, UISheetPresentationControllerDelegate {
  var calls: [String] = []
  var allows = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    calls.append("shouldDismiss")
    return allows
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    calls.append("didAttemptToDismiss")
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    calls.append(
      "didChangeDetent(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
  }
}
