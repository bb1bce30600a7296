import CCairo

/// Glyphs cairo converts text into, kept between frames and grown when cairo needs more:
/// handing `cairo_scaled_font_text_to_glyphs` a buffer long enough makes it allocate
/// nothing.
@MainActor
final class GlyphBuffer {
  private(set) var storage: UnsafeMutablePointer<cairo_glyph_t>?
  private(set) var capacity = 0

  isolated deinit {
    storage.map(cairo_glyph_free)
  }

  /// Takes over `converted` when cairo allocated it (the buffer was too short), so the next
  /// conversion of that length fits.
  func adopt(_ converted: UnsafeMutablePointer<cairo_glyph_t>, count: Int) {
    guard converted != storage else { return }
    storage.map(cairo_glyph_free)
    storage = converted
    capacity = count
  }
}
