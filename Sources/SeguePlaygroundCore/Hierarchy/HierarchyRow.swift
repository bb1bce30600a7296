import Segue

/// One line of the view-hierarchy inspector: a view of the device window, or a layer of
/// its own that is no view's (a gradient, a shape), at its depth in the tree.
@MainActor
public struct HierarchyRow {
  /// 0 for the window, 1 for its subviews' layers, and so on.
  public let depth: Int
  public let layer: CALayer
  /// The view whose layer `layer` is; nil for a plain layer.
  public let view: UIView?

  /// Type, frame, alpha, transform (when not identity) and, for a controller's root view,
  /// the controller: `UILabel (20, 40, 350, 24) α 1 · TabPage`.
  public var text: String {
    let frame = layer.frame
    var text =
      String(describing: type(of: view ?? layer))
      + " (\(Self.number(frame.minX)), \(Self.number(frame.minY)), \(Self.number(frame.width)), "
      + "\(Self.number(frame.height)))"
    text += " α \(Self.number(view?.alpha ?? CGFloat(layer.opacity)))"
    if let view, !view.transform.isIdentity {
      let t = view.transform
      text +=
        " t[\(Self.number(t.a)) \(Self.number(t.b)) \(Self.number(t.c)) \(Self.number(t.d))"
        + " \(Self.number(t.tx)) \(Self.number(t.ty))]"
    } else if view == nil, !CATransform3DIsIdentity(layer.transform) {
      text += " 3D"
    }
    if layer.isHidden { text += " hidden" }
    if let controller = view?.next as? UIViewController {
      text += " · " + String(describing: type(of: controller))
    }
    return text
  }

  /// Up to two decimals, no trailing zeros: 12, 0.5, 133.33.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(Double(rounded))"
  }
}
