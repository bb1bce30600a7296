import Foundation

/// An immutable graphics path: lines, quadratic and cubic Béziers in subpaths, as Core
/// Graphics' `CGPath`. Build one with `CGMutablePath` or `UIBezierPath`; a `CAShapeLayer`
/// draws it.
///
///     let mask = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
///
/// Sendable as on Apple platforms: share a `CGMutablePath` only once you stop mutating it
/// (or share `copy()`).
public class CGPath: Equatable, @unchecked Sendable {
  /// The path's elements in order: Segue's read access for the renderer and for tests.
  public internal(set) var elements: [PathElement]
  /// The first point of the last subpath, where `closeSubpath` returns to.
  var subpathStart: CGPoint
  /// The end of the last element, nil while the path is empty.
  var lastPoint: CGPoint?

  init(elements: [PathElement], subpathStart: CGPoint, lastPoint: CGPoint?) {
    self.elements = elements
    self.subpathStart = subpathStart
    self.lastPoint = lastPoint
  }

  /// A rectangle, as `CGMutablePath.addRect(_:transform:)` draws it.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(copying: path)
  }

  /// An ellipse inscribed in `rect`, as `CGMutablePath.addEllipse(in:transform:)` draws it.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(copying: path)
  }

  /// A rectangle with elliptical corners, as
  /// `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)` draws it.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(copying: path)
  }

  /// Shares `path`'s elements (copy on write), whatever its class.
  convenience init(copying path: CGPath) {
    self.init(
      elements: path.elements, subpathStart: path.subpathStart, lastPoint: path.lastPoint)
  }

  /// The end point of the last element, or the start of a just-closed subpath; `.zero` for an
  /// empty path, as Core Graphics answers.
  public var currentPoint: CGPoint { lastPoint ?? .zero }

  /// True when the path has no elements at all.
  public var isEmpty: Bool { elements.isEmpty }

  /// An immutable copy (Core Graphics returns nil only when out of memory).
  public func copy() -> CGPath? { CGPath(copying: self) }

  /// An immutable copy with every point mapped through `transform` (nil: none). A NaN or
  /// infinite transform is ignored with a warning: the copy is untransformed.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(
      copying: mutableCopy(applying: transform?.pointee ?? .identity, in: "CGPath.copy(using:)"))
  }

  /// A mutable copy to extend.
  public func mutableCopy() -> CGMutablePath? {
    CGMutablePath(elements: elements, subpathStart: subpathStart, lastPoint: lastPoint)
  }

  /// A mutable copy with every point mapped through `transform` (nil: none); untransformed,
  /// with a warning, when the transform is NaN or infinite.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    mutableCopy(applying: transform?.pointee ?? .identity, in: "CGPath.mutableCopy(using:)")
  }

  /// A mutable copy with every point mapped through `t`, or untransformed after a warning
  /// naming `call` when `t` is not finite.
  func mutableCopy(applying t: CGAffineTransform, in call: @autoclosure () -> String)
    -> CGMutablePath
  {
    guard acceptsPathInput(t.isFinite, in: call()) else {
      return CGMutablePath(elements: elements, subpathStart: subpathStart, lastPoint: lastPoint)
    }
    return CGMutablePath(
      elements: elements.map { $0.applying(t) }, subpathStart: subpathStart.applying(t),
      lastPoint: lastPoint?.applying(t))
  }

  /// Same elements in the same order, as Core Graphics' `CGPathEqualToPath`.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.elements == rhs.elements
  }
}
