import CCairo
import Foundation
import Segue

/// What a renderer's fonts measure, kept by face, size and the context's matrix: each font's
/// extents and each line's advance and ink. Measuring asks cairo for a scaled font and
/// converts a line to glyphs, some 5 µs a line, and a frame measures every line it draws
/// (to align it, and to see whether it fits) and every line that changed (`FrameDamage`),
/// while most lines are those of the frame before (the inspector's twenty). cairo's metrics
/// depend on nothing else the renderer changes: its font options are fixed, and a move of
/// the matrix does not change them.
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

  private var fonts: [Font: cairo_font_extents_t] = [:]
  private var lines: [LineKey: Line] = [:]
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
    let key = LineKey(line: line, font: font)
    if let known = lines[key] { return known }
    let found = measured(line, in: prepared())
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
