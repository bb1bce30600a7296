import Foundation

/// Draws images: a block draws into a Core Graphics context, and the renderer returns what
/// it drew as a `UIImage` of its size at the format's scale.
///
///     let badge = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { ctx in
///       UIColor.systemRed.setFill()
///       UIBezierPath(ovalIn: ctx.format.bounds).fill()
///     }
///
/// Segue records the drawing; the frame renderer rasterises it at the image's pixel size
/// the first time a frame shows it. A size with a NaN, infinite or negative side makes an
/// empty image (with a warning); so does a zero side, as UIKit's does.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
  /// A copy of the format given, its `bounds` the renderer's.
  public let format: UIGraphicsImageRendererFormat
  /// Points; the image covers this rect of the drawing's space.
  private let bounds: CGRect

  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    if bounds.isFinite, bounds.width >= 0, bounds.height >= 0 {
      self.bounds = bounds
    } else {
      Diagnostics.warn("UIGraphicsImageRenderer(bounds: \(bounds)): not a finite size; empty")
      self.bounds = .zero
    }
    self.format = format.copy(bounds: self.bounds)
  }

  /// Runs `actions` with a fresh context current (`UIGraphicsGetCurrentContext()` is its
  /// `cgContext`), and returns what it drew.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let cgContext = CGContext(
      extent: bounds, ctm: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
    cgContext.drawing = Self.background(of: format, size: bounds.size)
    let context = UIGraphicsImageRendererContext(
      cgContext: cgContext, format: format, bounds: bounds)
    GraphicsContextStack.drawing(in: cgContext) { actions(context) }
    return Self.image(of: cgContext.recording, bounds: bounds, format: format)
  }

  /// An opaque format's image starts black, as an opaque bitmap has no transparent pixels.
  private static func background(of format: UIGraphicsImageRendererFormat, size: CGSize)
    -> Drawing
  {
    guard format.opaque else { return Drawing() }
    return Drawing(commands: [
      .fill(
        Fill(
          rect: CGRect(origin: .zero, size: size), transform: .identity,
          color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), cornerRadius: 0))
    ])
  }

  /// The image of `drawing` (the context's space, `bounds` at the image's top left): its
  /// size rounded up to whole pixels at the format's scale (1 when that is not positive).
  static func image(of drawing: Drawing, bounds: CGRect, format: UIGraphicsImageRendererFormat)
    -> UIImage
  {
    let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
    let width = Int((bounds.width * scale).rounded(.up))
    let height = Int((bounds.height * scale).rounded(.up))
    guard width > 0, height > 0, width <= CGImage.maximumSide, height <= CGImage.maximumSide
    else {
      if width > CGImage.maximumSide || height > CGImage.maximumSide {
        Diagnostics.warn(
          "UIGraphicsImageRenderer: an image of \(width)×\(height) pixels is outside "
            + "1…\(CGImage.maximumSide) on a side; empty")
      }
      return UIImage()
    }
    let image = CGImage(source: .drawing(drawing, scale: scale), width: width, height: height)
    return UIImage(cgImage: image, scale: scale)
  }
}
