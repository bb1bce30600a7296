import Foundation

/// What a `UIGraphicsImageRenderer` passes to its drawing block: the Core Graphics context
/// to draw in, the format, and the image drawn so far.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
  public let cgContext: CGContext
  public let format: UIGraphicsImageRendererFormat
  /// The renderer's bounds: where the image's top-left corner lies in the context.
  private let bounds: CGRect

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bounds: CGRect) {
    self.cgContext = cgContext
    self.format = format
    self.bounds = bounds
  }

  /// An image of what was drawn up to now.
  open var currentImage: UIImage {
    UIGraphicsImageRenderer.image(of: cgContext.recording, bounds: bounds, format: format)
  }

  /// Fills `rect` with the context's fill color.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Strokes `rect`'s outline with the context's stroke color and line width.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Intersects the clip with `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
