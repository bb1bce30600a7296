import CCairo
import Foundation
import Segue

/// What a renderer's fonts measure, kept by face, size and the context's matrix: each font's
/// extents, each line's advance and ink, and where a line too long for its width is cut.
/// Measuring asks cairo for a scaled font and converts a line to glyphs, some 5 µs a line,
/// and a frame measures every line it draws (to align it, and to see whether it fits) and
/// every line that changed (`FrameDamage`), while most lines are those of the frame before
/// (the inspector's twenty). cairo's metrics depend on nothing else the renderer changes: its
/// font options are fixed, and a move of the matrix does not change them.
@MainActor
final class LineMetrics {
  /// A scaled font: the face, its size in points, and the matrix's linear part (hinted
  /// metrics are rounded in device space).
  struct Font: Hashable {
    var bold: Bool
    var size: Double
    var xx: Double
    var yx: Double
    var xy: Double
    var yy: Double

    /// The `bold` face or not at `size` points under `matrix` (points to pixels, as the
    /// context has it); nil when a part is not a number (a key never found again).
    init?(bold: Bool, size: Double, matrix: CGAffineTransform) {
      let (a, b, c, d) = (Double(matrix.a), Double(matrix.b), Double(matrix.c), Double(matrix.d))
      guard size.isFinite, a.isFinite, b.isFinite, c.isFinite, d.isFinite else { return nil }
      (self.bold, self.size) = (bold, size)
      (xx, yx, xy, yy) = (a, b, c, d)
    }
  }

  /// A line's horizontal advance, and the box its glyphs' ink covers from its origin on the
  /// baseline, in points (null when cairo could not measure it).
  struct Line {
    let advance: CGFloat
    let ink: CGRect
  }

  private struct LineKey: Hashable {
    var line: String
    var font: Font
  }

  /// A line as measured, and where it was last cut to fit widths it is too long for (a
  /// few, the latest first: two labels of one text may cut it two ways every frame).
  private struct Entry {
    var line: Line
    var cuts: [(width: CGFloat, truncation: TextRun.Truncation, text: String, line: Line)] = []
  }

  /// Cuts of one line kept.
  private static let cutsKept = 4

  private var fonts: [Font: cairo_font_extents_t] = [:]
  private var lines: [LineKey: Entry] = [:]
  /// What a line is converted into to measure it.
  private let glyphs = GlyphBuffer()
  /// Most lines (and fonts) kept: past them, all are dropped and measured again as used.
  static let maximumLines = 2048
  /// Lines measured by cairo rather than found, for tests.
  private(set) var measured = 0

  /// The extents of `font`, measured in the context `prepared` returns (set to that font)
  /// when they are not known; it is not called when they are.
  func extents(of font: Font?, in prepared: () -> OpaquePointer) -> cairo_font_extents_t {
    if let font, let known = fonts[font] { return known }
    var extents = cairo_font_extents_t()
    cairo_font_extents(prepared(), &extents)
    guard let font else { return extents }
    if fonts.count >= Self.maximumLines { fonts.removeAll(keepingCapacity: true) }
    fonts[font] = extents
    return extents
  }

  /// `line` in `font`, measured in the context `prepared` returns (set to that font) when it
  /// is not known; it is not called when it is.
  func measure(_ line: String, in font: Font?, _ prepared: () -> OpaquePointer) -> Line {
    guard let font else { return measured(line, in: prepared()) }
    return entry(LineKey(line: line, font: font), prepared).line
  }

  /// `line` as drawn `width` points wide in `font`, and its metrics: itself if it fits, else
  /// cut by `truncation` to the most characters that fit: its longest start with "…" after
  /// it (`.tail`, UILabel's default `.byTruncatingTail`; "…" alone when none fits), "…" and
  /// its longest end (`.head`), its start and end around "…" (`.middle`, the start one
  /// character longer when they differ), its longest start alone (`.clip`), or its longest
  /// start that ends before a space (`.word`; as `.clip` when the first word does not
  /// fit). Measured as
  /// `measure` measures; a line cut is kept cut, so a long line drawn again, or bounded for
  /// the damage and each pass's test, is found whole in one lookup.
  func fitted(
    _ line: String, toFit width: CGFloat, cutting truncation: TextRun.Truncation,
    in font: Font?, _ prepared: () -> OpaquePointer
  ) -> (text: String, line: Line) {
    let key = font.map { LineKey(line: line, font: $0) }
    let found = key.map { entry($0, prepared) } ?? Entry(line: measured(line, in: prepared()))
    if found.line.advance <= width { return (line, found.line) }
    if let cut = found.cuts.first(where: { $0.width == width && $0.truncation == truncation }) {
      return (cut.text, cut.line)
    }
    // Binary search on how much is kept: the advance grows with it.
    func longest(_ most: Int, _ kept: (Int) -> String) -> Int {
      var low = 0
      var high = most
      while low < high {
        let middle = (low + high + 1) / 2
        if measure(kept(middle), in: font, prepared).advance <= width {
          low = middle
        } else {
          high = middle - 1
        }
      }
      return low
    }
    func kept(_ count: Int, _ truncation: TextRun.Truncation) -> String {
      switch truncation {
      case .tail: line.prefix(count) + "…"
      case .head: "…" + line.suffix(count)
      case .middle: line.prefix((count + 1) / 2) + "…" + line.suffix(count / 2)
      case .clip, .word: String(line.prefix(count))
      }
    }
    var text = ""
    if truncation == .word {
      // The starts that end before a space, by length.
      let ends = line.indices.filter { line[$0] == " " }.map {
        line.distance(from: line.startIndex, to: $0)
      }
      let words = longest(ends.count) { $0 == 0 ? "" : String(line.prefix(ends[$0 - 1])) }
      if words > 0 { text = String(line.prefix(ends[words - 1])) }
    }
    if text.isEmpty {
      text = kept(longest(line.count) { kept($0, truncation) }, truncation)
    }
    let cut = measure(text, in: font, prepared)
    // Read and written whole: the dictionary's modify accessor allocates its coroutine's
    // frame, and a reading cut every frame (a call log's last line) would pay it each time.
    if let key, var entry = lines[key] {
      entry.cuts.insert((width, truncation, text, cut), at: 0)
      if entry.cuts.count > Self.cutsKept { entry.cuts.removeLast() }
      lines[key] = entry
    }
    return (text, cut)
  }

  /// The entry of `key`, measured and kept when not known.
  private func entry(_ key: LineKey, _ prepared: () -> OpaquePointer) -> Entry {
    if let known = lines[key] { return known }
    let found = Entry(line: measured(key.line, in: prepared()))
    if lines.count >= Self.maximumLines { lines.removeAll(keepingCapacity: true) }
    lines[key] = found
    return found
  }

  /// Through `glyphs`, kept between frames: `cairo_text_extents` allocates its glyphs on
  /// every call.
  private func measured(_ line: String, in context: OpaquePointer) -> Line {
    measured += 1
    guard let scaledFont = cairo_get_scaled_font(context),
      let converted = glyphs.convert(line, in: scaledFont)
    else { return Line(advance: 0, ink: .null) }
    var extents = cairo_text_extents_t()
    cairo_glyph_extents(context, converted.baseAddress, Int32(converted.count), &extents)
    return Line(
      advance: CGFloat(extents.x_advance),
      ink: CGRect(
        x: extents.x_bearing, y: extents.y_bearing, width: extents.width, height: extents.height))
  }
}
