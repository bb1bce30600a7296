import Foundation

extension UIView {
  /// Maps the view's bounds coordinates into its superview's: the layer's anchor, turned by
  /// `transform`, placed at `center`.
  internal var transformToSuperview: CGAffineTransform {
    ViewPresentation(
      center: center, bounds: bounds, transform: transform, alpha: alpha, backgroundColor: nil,
      cornerRadius: cornerRadius, anchorPoint: layer.anchorPoint
    ).transformToSuperview
  }

  /// Maps the view's bounds coordinates into those of the root of its tree (its window).
  internal var transformToRoot: CGAffineTransform {
    var result = transformToSuperview
    var ancestor = superview
    while let view = ancestor, view.superview != nil {
      result = result.concatenating(view.transformToSuperview)
      ancestor = view.superview
    }
    return result
  }

  /// Converts a point from this view's coordinates to `view`'s (to the root's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    point.applying(transform(to: view))
  }

  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    point.applying(transform(from: view))
  }

  /// The bounding box of the converted rectangle, as UIKit gives it.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.applying(transform(to: view))
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    rect.applying(transform(from: view))
  }

  private func transform(to view: UIView?) -> CGAffineTransform {
    let toRoot = rootTransformIncludingRoot
    guard let view else { return toRoot }
    return toRoot.concatenating(view.rootTransformIncludingRoot.inverted())
  }

  private func transform(from view: UIView?) -> CGAffineTransform {
    guard let view else { return rootTransformIncludingRoot.inverted() }
    return view.transform(to: self)
  }

  /// Coordinates of the root of the tree: the root's own bounds, so a window with a
  /// scrolled or offset bounds still converts correctly; identity for the root itself.
  private var rootTransformIncludingRoot: CGAffineTransform {
    superview == nil ? .identity : transformToRoot
  }
}
