import Foundation

/// The attributes of drawn text that Segue draws, read from an attribute dictionary:
/// `.font` (a `UIFont`), `.foregroundColor` (a `UIColor`), `.paragraphStyle`'s alignment.
/// A value of the wrong type counts as absent.
struct TextAttributes {
  var font = UIFont.systemFont(ofSize: 12)
  var color: UIColor = .black
  var alignment: NSTextAlignment = .natural

  init(_ attributes: [NSAttributedString.Key: Any]?) {
    guard let attributes else { return }
    if let font = attributes[.font] as? UIFont { self.font = font }
    if let color = attributes[.foregroundColor] as? UIColor { self.color = color }
    if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
      alignment = style.alignment
    }
  }

  /// The estimated size of `string` (the model measures no glyphs; see `UIFont`): its
  /// lines, wrapped at spaces to `width` points when given, the widest one's width by the
  /// number of lines.
  func size(of string: String, wrappingTo width: CGFloat? = nil) -> CGSize {
    let lines = self.lines(of: string, wrappingTo: width)
    return CGSize(
      width: lines.map { font.estimatedWidth(of: $0) }.max() ?? 0,
      height: font.height(ofLines: lines.count))
  }

  /// Greedy wrapping at spaces on the estimated widths, as the renderer wraps on measured
  /// ones; a word wider than the line stays whole.
  func lines(of string: String, wrappingTo width: CGFloat?) -> [Substring] {
    let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
    guard let width else { return paragraphs }
    var lines: [Substring] = []
    for paragraph in paragraphs {
      var start = paragraph.startIndex
      var end = start
      for word in paragraph.split(separator: " ") {
        if end > start, font.estimatedWidth(of: paragraph[start..<word.endIndex]) > width {
          lines.append(paragraph[start..<end])
          start = word.startIndex
        }
        end = word.endIndex
      }
      lines.append(paragraph[start..<end])
    }
    return lines
  }
}
