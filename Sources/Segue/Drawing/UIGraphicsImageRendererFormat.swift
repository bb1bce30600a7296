import Foundation

/// How a `UIGraphicsImageRenderer` makes its images: pixels per point and opacity.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
  /// Pixels per point of the images made; the main screen's scale by default.
  open var scale: CGFloat
  /// True promises that every pixel is drawn opaque: the image then starts black instead of
  /// transparent, as UIKit's opaque bitmaps do. False by default.
  open var opaque = false
  /// Segue draws in sRGB whatever the range; `.automatic` by default.
  open var preferredRange: Range = .automatic
  /// The renderer's bounds, in points: zero until a renderer takes (a copy of) the format.
  public internal(set) var bounds: CGRect = .zero

  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic = 0
    case extended = 1
    case standard = 2
  }

  public override init() {
    scale = UIScreen.main.scale
    super.init()
  }

  /// A copy with `bounds`, as a renderer keeps it.
  func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
    let copy = UIGraphicsImageRendererFormat()
    (copy.scale, copy.opaque, copy.preferredRange, copy.bounds) =
      (scale, opaque, preferredRange, bounds)
    return copy
  }

  /// The format for the current device: the main screen's scale, not opaque.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The same as `default()`.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
