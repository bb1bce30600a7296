import Foundation

/// UIKit's string drawing, into the current context (inside `draw(_:)` or an image
/// renderer's block), in the attributes Segue draws (`TextAttributes`): 12-point system
/// font and black unless given. Sizes are estimated, as `UILabel`'s: the model measures no
/// glyphs.
///
///     ("Hello" as NSString).draw(at: CGPoint(x: 8, y: 8), withAttributes: [.font: font])
///     "Hello".draw(in: bounds, withAttributes: [.foregroundColor: UIColor.white])
extension NSString {
  /// Draws the string's lines from `point`, their top-left corner, left aligned.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as String).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string wrapped at spaces to `rect`'s width, from its top, aligned by the
  /// paragraph style, clipped to the rect.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as String).draw(in: rect, withAttributes: attrs)
  }

  /// The estimated size of the string's lines, unwrapped.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attrs)
  }

  /// The estimated rect of the string drawn in `size` (its width wrapping lines with
  /// `.usesLineFragmentOrigin`), at the origin; `context`'s `totalBounds` is set to it.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}

extension StringProtocol {
  /// `NSString.draw(at:withAttributes:)`.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    let call = "draw(at:withAttributes:)"
    currentContext(for: call)?.drawText(
      String(self), attributes: TextAttributes(attrs), at: point, call: call)
  }

  /// `NSString.draw(in:withAttributes:)`.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    let call = "draw(in:withAttributes:)"
    currentContext(for: call)?.drawText(
      String(self), attributes: TextAttributes(attrs), in: rect, call: call)
  }

  /// `NSString.size(withAttributes:)`.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextAttributes(attrs).size(of: String(self))
  }

  /// `NSString.boundingRect(with:options:attributes:context:)`. A NaN or negative width
  /// does not wrap, with a warning.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    var width: CGFloat? = nil
    if options.contains(.usesLineFragmentOrigin) {
      if size.width.isNaN || size.width < 0 {
        Diagnostics.warn("boundingRect(with: \(size)): not a width to wrap at; one line")
      } else {
        width = size.width
      }
    }
    let rect = CGRect(
      origin: .zero, size: TextAttributes(attributes).size(of: String(self), wrappingTo: width))
    context?.totalBounds = rect
    return rect
  }
}
