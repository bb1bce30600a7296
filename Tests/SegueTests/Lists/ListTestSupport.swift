import Foundation

@testable import Segue

extension UIWindow {
  /// A laid-out 390 × 844 window showing `root`.
  static func showing(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.layoutIfNeeded()
    return window
  }

  /// A click at `point` (window coordinates): down, up 50 ms later, then a layout pass.
  func tap(at point: CGPoint) {
    handle(PointerInput(phase: .down, location: point, timestamp: 0))
    handle(PointerInput(phase: .up, location: point, timestamp: 0.05))
    layoutIfNeeded()
  }
}
