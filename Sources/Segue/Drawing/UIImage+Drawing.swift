import Foundation

extension UIImage {
  /// Draws the image stretched into `rect` of the current context, upright (UIKit flips what
  /// `CGContext.draw(_:in:)` would draw upside down) and turned or flipped as its orientation
  /// says, a resizable one only between its cap insets (its corners keep their size, as in
  /// an image view); an image with a tint of its own (`withTintColor`) as its alpha in that
  /// color, whatever its rendering mode.
  public func draw(in rect: CGRect) {
    guard let context = currentContext(for: "UIImage.draw(in:)"), let cgImage,
      acceptsPathInput(rect.isFinite, in: "UIImage.draw(in:)")
    else { return }
    let resizable = capInsets != .zero
    let placed = imageOrientation.placing(in: rect.standardized, under: context.ctm)
    context.drawImage(
      cgImage, in: placed.rect, transform: placed.transform, tint: tint.map { RGBA($0) },
      center: stretchableCenter,
      pointSize: resizable ? imageOrientation.pixelsSize(showing: size) : nil)
  }

  /// Draws the image at its size with its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }
}
