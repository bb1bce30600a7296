import CCairo
import Foundation
import Segue

extension FrameRenderer {
  /// Lines of the run (wrapped at spaces to the rect's width when it wraps; line breaks
  /// always break; a single line wider than the rect shrunk as far as the run lets it, then
  /// cut by its truncation, as UILabel does), each aligned within the block of lines, the
  /// block placed in the rect by `TextRun.placement(of:)`: vertically centered, aligned
  /// horizontally.
  func draw(_ run: TextRun) {
    guard run.pointSize > 0, run.color.alpha > 0, !run.string.isEmpty else { return }
    let matrix = use(run.transform)
    let context = context
    let run = shrunk(run, matrix: matrix) { run in
      setFont(of: run, in: context)
      return context
    }
    setFont(of: run, in: context)
    let key = LineMetrics.Font(bold: run.bold, size: Double(run.pointSize), matrix: matrix)
    let font = metrics.extents(of: key) { context }
    let lineHeight = CGFloat(font.ascent + font.descent)
    setSource(run.color)
    guard run.wraps else {
      // One line: no list of lines to build (a steady frame allocates nothing here).
      let (line, fitted) = metrics.fitted(
        run.string, toFit: run.rect.width, cutting: run.truncation, in: key
      ) { context }
      let width = fitted.advance
      let block = snapped(run.placement(of: CGSize(width: width, height: lineHeight)))
      return show(line, width: width, index: 0, in: block, run, font: font)
    }
    let lines = wrap(run, key)
    let widths = lines.map { advance($0, key) }
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

  /// Sets `run`'s font in `context`.
  private func setFont(of run: TextRun, in context: OpaquePointer) {
    cairo_set_font_face(context, run.bold ? fonts.bold : fonts.regular)
    cairo_set_font_size(context, Double(run.pointSize))
    cairo_set_font_options(context, fonts.options)
  }

  /// The horizontal advance of `string` in the font the context has set (`font`), points.
  private func advance(_ string: String, _ font: LineMetrics.Font?) -> CGFloat {
    metrics.measure(string, in: font) { context }.advance
  }

  /// Where `run`, drawn at `scale` into the frame, may put ink, in the list's points: its
  /// glyphs' ink as cairo measures it, placed as `draw` places the line, and two pixels
  /// around (the snapping to a pixel, each glyph's rounding to one, anti-aliasing); a line
  /// too long for its rect is bounded as drawn, shrunk and cut. Nil where only drawing tells:
  /// a wrapped line, and one under a matrix cairo would refuse (singular, or not numbers: the
  /// frame's context would be left in an error). A line's rect may be far wider than its
  /// text (an inspector value's), and what a rect bounds is grown by ems around it
  /// (`FrameDamage.bounds`), so a changed value damages its text, not its rect.
  func inkBounds(of run: TextRun, scale: CGFloat) -> CGRect? {
    let t = run.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let determinant = t.a * t.d - t.b * t.c
    guard !run.wraps, run.pointSize > 0, !run.string.isEmpty, determinant.isNormal,
      t.tx.isFinite, t.ty.isFinite
    else { return nil }
    // What is not known yet is measured in the frame's own context, its state kept after: a
    // pass may be drawing into it, or into another.
    let context = frameContext
    var saved = false
    defer { if saved { cairo_restore(context) } }
    func prepared(_ run: TextRun) -> OpaquePointer {
      if !saved {
        saved = true
        cairo_save(context)
        Self.setMatrix(t, of: context)
      }
      setFont(of: run, in: context)
      return context
    }
    let run = shrunk(run, matrix: t, prepared)
    let key = LineMetrics.Font(bold: run.bold, size: Double(run.pointSize), matrix: t)
    let font = metrics.extents(of: key) { prepared(run) }
    // A line too long is drawn cut: its ink is that of the line drawn.
    let line = metrics.fitted(
      run.string, toFit: run.rect.width, cutting: run.truncation, in: key
    ) { prepared(run) }.line
    guard !line.ink.isNull, line.advance <= run.rect.width else { return nil }
    let block = run.placement(
      of: CGSize(width: line.advance, height: CGFloat(font.ascent + font.descent)))
    let ink = line.ink.offsetBy(dx: block.minX, dy: block.minY + CGFloat(font.ascent))
    let slack = 2 / scale
    let box = ink.applying(run.transform).insetBy(dx: -slack, dy: -slack)
    // A rect that is not numbers places nothing known. (Each side tested on its own: an
    // array of them would be allocated, for every line of every frame.)
    guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite
    else { return nil }
    return box
  }

  /// `run` at the point size its single line is drawn at: its own, unless the line is too
  /// wide for the rect and the run may shrink, then the size at which it fits (a few
  /// measured steps, as glyphs do not scale exactly with the size), not below the run's
  /// minimum (a factor outside (0, 1): no shrinking). Measured under `matrix` in the
  /// context `prepared` returns, set to the run it is given.
  private func shrunk(
    _ run: TextRun, matrix: CGAffineTransform, _ prepared: (TextRun) -> OpaquePointer
  ) -> TextRun {
    guard !run.wraps, run.minimumScaleFactor > 0, run.minimumScaleFactor < 1, run.rect.width > 0
    else { return run }
    let smallest = run.pointSize * run.minimumScaleFactor
    var shown = run
    // Each step lands at or under the proportional size, so a few reach a size that fits.
    for _ in 0..<8 {
      let key = LineMetrics.Font(bold: shown.bold, size: Double(shown.pointSize), matrix: matrix)
      let advance = metrics.measure(shown.string, in: key) { prepared(shown) }.advance
      guard advance > run.rect.width, shown.pointSize > smallest, advance > 0 else { break }
      // A hundredth of a point under the proportional size: a line that lands on the width
      // by rounding still fits.
      let size = (shown.pointSize * run.rect.width / advance * 100).rounded(.down) / 100
      shown.pointSize = max(min(size, shown.pointSize - 0.01), smallest)
    }
    return shown
  }

  /// `run`'s string wrapped greedily at spaces to its width in the font the context has set
  /// (`font`); a word wider than the line stays whole on its own line. Past the run's line
  /// limit, the last line holds the rest, cut by the run's truncation.
  private func wrap(_ run: TextRun, _ font: LineMetrics.Font?) -> [String] {
    let lines = wrapped(run, font)
    guard run.lineLimit > 0, lines.count > run.lineLimit else { return lines }
    let rest = lines[(run.lineLimit - 1)...].joined(separator: " ")
    let last = metrics.fitted(
      rest, toFit: run.rect.width, cutting: run.truncation, in: font
    ) { context }.text
    return lines.prefix(run.lineLimit - 1) + [last]
  }

  /// `run`'s string wrapped greedily at spaces to its width, with no limit.
  private func wrapped(_ run: TextRun, _ font: LineMetrics.Font?) -> [String] {
    let (string, width) = (run.string, run.rect.width)
    var lines: [String] = []
    for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if line.isEmpty || advance(candidate, font) <= width {
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
