import Foundation

/// A finger on the screen; here, the mouse with its button held (touch 0).
@preconcurrency @MainActor
open class UITouch: NSObject {
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  public internal(set) var phase: Phase = .began
  /// Seconds on the input clock of the event that last changed the touch.
  public internal(set) var timestamp: TimeInterval = 0
  /// The view hit when the touch began; it keeps the touch until it ends.
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
  public internal(set) var tapCount = 1

  internal var locationInWindow: CGPoint = .zero
  internal var previousLocationInWindow: CGPoint = .zero

  internal override init() { super.init() }

  /// The touch's location in `view`'s coordinates (the window's when nil).
  public func location(in view: UIView?) -> CGPoint {
    convert(locationInWindow, to: view)
  }

  public func previousLocation(in view: UIView?) -> CGPoint {
    convert(previousLocationInWindow, to: view)
  }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window else { return point }
    return view.convert(point, from: window)
  }
}
