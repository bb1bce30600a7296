import Foundation

/// Where a layer's `contents` image sits in its bounds. The edge names are the screen's:
/// `.top` is the top edge as drawn (a view's layer on iOS is flipped so that this holds).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let center = Self(rawValue: "center")
  public static let top = Self(rawValue: "top")
  public static let bottom = Self(rawValue: "bottom")
  public static let left = Self(rawValue: "left")
  public static let right = Self(rawValue: "right")
  public static let topLeft = Self(rawValue: "topLeft")
  public static let topRight = Self(rawValue: "topRight")
  public static let bottomLeft = Self(rawValue: "bottomLeft")
  public static let bottomRight = Self(rawValue: "bottomRight")
  /// Stretched to the bounds (the default).
  public static let resize = Self(rawValue: "resize")
  /// As large as fits, keeping its aspect ratio, centered.
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  /// As small as covers the bounds, keeping its aspect ratio, centered (overflowing).
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")

  /// Where an image of `size` points goes in `bounds`.
  func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
    switch self {
    case .resize: return bounds
    case .resizeAspect, .resizeAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let fit = (x: bounds.width / size.width, y: bounds.height / size.height)
      let factor = self == .resizeAspect ? min(fit.x, fit.y) : max(fit.x, fit.y)
      let scaled = CGSize(width: size.width * factor, height: size.height * factor)
      return CGRect(
        x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
        width: scaled.width, height: scaled.height)
    default:
      let name = rawValue.lowercased()
      let x: CGFloat =
        name.hasSuffix("left")
        ? bounds.minX
        : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
      let y: CGFloat =
        name.hasPrefix("top")
        ? bounds.minY
        : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}
