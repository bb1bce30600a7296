import Foundation

/// UIKit's boxings of geometry, as animation values are often written:
/// `anim.toValue = NSValue(cgRect: r)`. (Foundation on Linux cannot box a struct of its own,
/// so `NSValue(caTransform3D:)` is missing: pass the `CATransform3D` itself.)
extension NSValue {
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  public var cgSizeValue: CGSize { sizeValue }
  public var cgRectValue: CGRect { rectValue }

  /// The box's content as a layer value of `kind`, if it holds one.
  func layerValue(of kind: LayerValueKind) -> Any? {
    switch kind {
    case .point: holds("CGPoint") || holds("NSPoint") ? pointValue : nil
    case .size: holds("CGSize") || holds("NSSize") ? sizeValue : nil
    case .rect: holds("CGRect") || holds("NSRect") ? rectValue : nil
    case .scalar, .color, .matrix: nil
    }
  }

  private func holds(_ type: String) -> Bool {
    String(cString: objCType).contains(type)
  }
}
