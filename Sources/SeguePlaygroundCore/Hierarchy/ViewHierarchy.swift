import Segue

/// The device window's tree as the hierarchy inspector lists it, and the view under a
/// point.
@MainActor
enum ViewHierarchy {
  /// Every layer of `window`'s tree, depth first in drawing order: views' layers as their
  /// views, other layers as themselves.
  static func rows(of window: UIWindow) -> [HierarchyRow] {
    var rows: [HierarchyRow] = []
    visit(window, depth: 0, into: &rows)
    return rows
  }

  private static func visit(_ view: UIView, depth: Int, into rows: inout [HierarchyRow]) {
    rows.append(HierarchyRow(depth: depth, layer: view.layer, view: view))
    for sublayer in view.layer.sublayers ?? [] {
      if let subview = view.subviews.first(where: { $0.layer === sublayer }) {
        visit(subview, depth: depth + 1, into: &rows)
      } else {
        visit(sublayer, depth: depth + 1, into: &rows)
      }
    }
  }

  private static func visit(_ layer: CALayer, depth: Int, into rows: inout [HierarchyRow]) {
    rows.append(HierarchyRow(depth: depth, layer: layer, view: nil))
    for sublayer in layer.sublayers ?? [] { visit(sublayer, depth: depth + 1, into: &rows) }
  }

  /// The deepest visible view under `point` (window points), front-most first, whether or
  /// not it takes touches, as the layers show now (a transition paused mid-flight is picked
  /// where it is drawn): what a debugger's click picks. A plain layer hit picks its view;
  /// the window itself when nothing else is there.
  static func view(at point: CGPoint, in window: UIWindow) -> UIView {
    let bounds = window.layer.presentation()?.bounds ?? window.bounds
    let local = CGPoint(x: point.x + bounds.minX, y: point.y + bounds.minY)
    var layer = window.layer.shownLayer(at: local)
    let views = rows(of: window).compactMap(\.view)
    while let current = layer {
      if let view = views.first(where: { $0.layer === current }) { return view }
      layer = current.superlayer
    }
    return window
  }
}
