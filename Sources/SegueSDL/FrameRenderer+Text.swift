import CCairo
import Foundation
import Segue

extension FrameRenderer {
  /// Lines of the run (wrapped at spaces to the rect's width when it wraps; line breaks
  /// always break; a single line wider than the rect cut with "…", as UILabel's default
  /// `.byTruncatingTail` does), each aligned within the block of lines, the block placed in
  /// the rect by `TextRun.placement(of:)`: vertically centered, aligned horizontally.
  func draw(_ run: TextRun) {
    guard run.pointSize > 0, run.color.alpha > 0, !run.string.isEmpty else { return }
    use(run.transform)
    cairo_set_font_face(context, run.bold ? fonts.bold : fonts.regular)
    cairo_set_font_size(context, Double(run.pointSize))
    cairo_set_font_options(context, fonts.options)
    var font = cairo_font_extents_t()
    cairo_font_extents(context, &font)
    let lineHeight = CGFloat(font.ascent + font.descent)
    setSource(run.color)
    guard run.wraps else {
      // One line: no list of lines to build (a steady frame allocates nothing here).
      let full = advance(run.string)
      let fits = full <= run.rect.width
      let line = fits ? run.string : truncated(run.string, width: run.rect.width)
      let width = fits ? full : advance(line)
      let block = snapped(run.placement(of: CGSize(width: width, height: lineHeight)))
      return show(line, width: width, index: 0, in: block, run, font: font)
    }
    let lines = wrap(run.string, width: run.rect.width)
    let widths = lines.map(advance)
    let block = snapped(
      run.placement(
        of: CGSize(width: widths.max() ?? 0, height: lineHeight * CGFloat(lines.count))))
    for (index, line) in lines.enumerated() {
      show(line, width: widths[index], index: index, in: block, run, font: font)
    }
  }

  /// Draws line `index`, `width` points wide, aligned in the block of lines.
  private func show(
    _ line: String, width: CGFloat, index: Int, in block: CGRect, _ run: TextRun,
    font: cairo_font_extents_t
  ) {
    let x: CGFloat =
      switch run.alignment {
      case .left: block.minX
      case .center: block.midX - width / 2
      case .right: block.maxX - width
      }
    let lineHeight = font.ascent + font.descent
    cairo_move_to(context, Double(x), Double(block.minY) + font.ascent + lineHeight * Double(index))
    defer { cairo_new_path(context) }
    if let (target, clip) = pixelTarget(),
      glyphCompositor.show(
        line, bold: run.bold, size: Double(run.pointSize), color: run.color, into: target,
        clip: clip, in: context)
    {
      return
    }
    line.withCString { cairo_show_text(context, $0) }
  }

  /// `block` with its origin snapped (`snapped(_:)`).
  private func snapped(_ block: CGRect) -> CGRect {
    CGRect(origin: snapped(block.origin), size: block.size)
  }

  /// The horizontal advance of `string` in the current font, points. Through `glyphs`, kept
  /// between frames: `cairo_text_extents` allocates its glyphs on every call.
  private func advance(_ string: String) -> CGFloat {
    guard let scaledFont = cairo_get_scaled_font(context),
      let converted = glyphs.convert(string, in: scaledFont)
    else { return 0 }
    var extents = cairo_text_extents_t()
    cairo_glyph_extents(context, converted.baseAddress, Int32(converted.count), &extents)
    return CGFloat(extents.x_advance)
  }

  /// `string`, or its longest start that fits `width` points with "…" after it.
  private func truncated(_ string: String, width: CGFloat) -> String {
    guard advance(string) > width else { return string }
    // Binary search on the number of characters kept: the advance grows with it.
    var low = 0
    var high = string.count
    while low < high {
      let middle = (low + high + 1) / 2
      if advance(string.prefix(middle) + "…") <= width { low = middle } else { high = middle - 1 }
    }
    return string.prefix(low) + "…"
  }

  /// Greedy wrapping at spaces; a word wider than the line stays whole on its own line.
  private func wrap(_ string: String, width: CGFloat) -> [String] {
    var lines: [String] = []
    for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if line.isEmpty || advance(candidate) <= width {
          line = candidate
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// `point` moved by under a pixel so it lands on a whole pixel when the current matrix only
  /// scales and moves: text between pixels blurs.
  private func snapped(_ point: CGPoint) -> CGPoint {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    guard matrix.yx == 0, matrix.xy == 0, matrix.xx != 0, matrix.yy != 0 else { return point }
    let x = matrix.xx * Double(point.x) + matrix.x0
    let y = matrix.yy * Double(point.y) + matrix.y0
    return CGPoint(
      x: point.x + CGFloat((x.rounded() - x) / matrix.xx),
      y: point.y + CGFloat((y.rounded() - y) / matrix.yy))
  }
}
