import Foundation

extension UIImage {
  /// Draws the image stretched into `rect` of the current context, upright (UIKit flips what
  /// `CGContext.draw(_:in:)` would draw upside down); a template with its own tint
  /// (`withTintColor`) in that color.
  public func draw(in rect: CGRect) {
    guard let context = currentContext(for: "UIImage.draw(in:)"), let cgImage,
      acceptsPathInput(rect.isFinite, in: "UIImage.draw(in:)")
    else { return }
    context.drawImage(
      cgImage, in: rect, transform: context.ctm, tint: isTemplate ? tint.map { RGBA($0) } : nil)
  }

  /// Draws the image at its size with its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }
}
