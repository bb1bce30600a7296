import Foundation

/// A pan that starts at an edge of the window: the touch must go down within `edgeZone`
/// (20) points of one of `edges` and its first movement (past the 10-point slop) must point
/// away from that edge, within 45° of straight out; otherwise it fails. This is the back swipe of a
/// navigation controller (edge `.left`).
///
///     let edgePan = UIScreenEdgePanGestureRecognizer(target: self) { [unowned self] g in
///       self.handleEdgePan(g)
///     }
///     edgePan.edges = .left
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// Points from the window's edge where the touch must begin: 20 by default, as iOS and
  /// Flutter use. Segue only: UIKit fixes it.
  public var edgeZone: CGFloat = 20

  /// The edges that start the gesture; none by default (as in UIKit: set it).
  public var edges: UIRectEdge = []

  /// The edges whose zone the touch went down in.
  private var startEdges: UIRectEdge = []

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, let touch = touches.first, let window = touch.window else { return }
    let point = touch.location(in: nil)
    let bounds = window.bounds
    let zone = edgeZone
    startEdges = []
    if point.x - bounds.minX <= zone { startEdges.insert(.left) }
    if bounds.maxX - point.x <= zone { startEdges.insert(.right) }
    if point.y - bounds.minY <= zone { startEdges.insert(.top) }
    if bounds.maxY - point.y <= zone { startEdges.insert(.bottom) }
    startEdges.formIntersection(edges)
    if startEdges.isEmpty { state = .failed }
  }

  override func shouldBegin(afterMoving movement: CGPoint) -> Bool {
    let (dx, dy) = (movement.x, movement.y)
    return (startEdges.contains(.left) && dx > 0 && dx >= abs(dy))
      || (startEdges.contains(.right) && dx < 0 && -dx >= abs(dy))
      || (startEdges.contains(.top) && dy > 0 && dy >= abs(dx))
      || (startEdges.contains(.bottom) && dy < 0 && -dy >= abs(dx))
  }
}
