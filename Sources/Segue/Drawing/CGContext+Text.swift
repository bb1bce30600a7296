import Foundation

/// Text, as UIKit's string drawing records it (`NSString.draw(at:withAttributes:)` and
/// friends): one text command, drawn by the renderer with the font and wrapping a
/// `UILabel` uses, so the same string in the same font gives the same pixels.
extension CGContext {
  /// Records `string` in `attributes`' font and color (times the context's alpha) under the
  /// current transform: in `rect` (wrapped to its width, lines aligned by the paragraph
  /// style, from its top, clipped to it), or from `point` (its lines as they are, left
  /// aligned). A NaN or infinite rect or point is ignored with a warning naming `call`.
  func drawText(
    _ string: String, attributes: TextAttributes, at point: CGPoint? = nil, in rect: CGRect? = nil,
    call: String
  ) {
    let finite = (point.map { $0.x.isFinite && $0.y.isFinite } ?? true) && (rect?.isFinite ?? true)
    guard acceptsPathInput(finite, in: call), !string.isEmpty else { return }
    let font = attributes.font
    let box: CGRect
    if let rect {
      box = rect.standardized
    } else {
      // Wider than any line can be (no glyph of DejaVu Sans is 2 em wide): never wraps.
      let size = attributes.size(of: string)
      box = CGRect(
        origin: point ?? .zero,
        size: CGSize(width: CGFloat(string.count) * font.pointSize * 2, height: size.height))
    }
    let run = TextRun(
      string: string, rect: box, transform: state.ctm, pointSize: font.pointSize,
      bold: font.isBold, color: RGBA(attributes.color, opacity: state.alpha),
      alignment: rect == nil ? .left : TextRun.Alignment(attributes.alignment), wraps: true,
      alignsTop: true)
    guard rect != nil else { return drawing.commands.append(.text(run)) }
    drawing.commands.append(.pushClip(Clip(rect: box, transform: state.ctm)))
    drawing.commands.append(.text(run))
    drawing.commands.append(.popClip)
  }
}
