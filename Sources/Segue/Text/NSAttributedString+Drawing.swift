import Foundation

/// UIKit's attributed-string drawing, as `NSString`'s (`NSString+Drawing.swift`) in the
/// string's attributes. Segue draws one style per string: that of its first character; a
/// string with several is drawn in it, with a warning.
extension NSAttributedString {
  /// Draws the string's lines from `point`, their top-left corner, left aligned.
  public func draw(at point: CGPoint) {
    let call = "NSAttributedString.draw(at:)"
    currentContext(for: call)?.drawText(
      string, attributes: drawnAttributes(for: call), at: point, call: call)
  }

  /// Draws the string wrapped at spaces to `rect`'s width, from its top, aligned by its
  /// paragraph style, clipped to the rect.
  public func draw(in rect: CGRect) {
    let call = "NSAttributedString.draw(in:)"
    currentContext(for: call)?.drawText(
      string, attributes: drawnAttributes(for: call), in: rect, call: call)
  }

  /// The estimated size of the string's lines, unwrapped.
  public func size() -> CGSize {
    string.size(withAttributes: firstAttributes)
  }

  /// As `NSString.boundingRect(with:options:attributes:context:)`, in the string's
  /// attributes.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    string.boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
  }

  private var firstAttributes: [NSAttributedString.Key: Any]? {
    length > 0 ? attributes(at: 0, effectiveRange: nil) : nil
  }

  /// The first character's attributes; a warning naming `call` when they do not cover the
  /// whole string.
  private func drawnAttributes(for call: String) -> TextAttributes {
    guard length > 0 else { return TextAttributes(nil) }
    var range = NSRange(location: 0, length: 0)
    let first = attributes(
      at: 0, longestEffectiveRange: &range, in: NSRange(location: 0, length: length))
    if range.length < length {
      Diagnostics.warn(
        "\(call): Segue draws one style per string; all of it in its first character's")
    }
    return TextAttributes(first)
  }
}
