import CCairo

/// Glyphs cairo converts text into, kept between frames and grown when cairo needs more:
/// handing `cairo_scaled_font_text_to_glyphs` a buffer long enough makes it allocate
/// nothing.
@MainActor
final class GlyphBuffer {
  private var storage: UnsafeMutablePointer<cairo_glyph_t>?
  private var capacity = 0

  isolated deinit {
    storage.map(cairo_glyph_free)
  }

  /// `string`'s glyphs in `scaledFont`, the first at (`x`, `y`) in user space, converted
  /// into the buffer; nil when cairo cannot convert it. Valid until the next conversion.
  func convert(
    _ string: String, in scaledFont: OpaquePointer, x: Double = 0, y: Double = 0
  ) -> UnsafeBufferPointer<cairo_glyph_t>? {
    var string = string
    return string.withUTF8 { utf8 in
      var converted = storage
      var count = Int32(capacity)
      let status = utf8.withMemoryRebound(to: CChar.self) {
        cairo_scaled_font_text_to_glyphs(
          scaledFont, x, y, $0.baseAddress, Int32($0.count), &converted, &count, nil, nil, nil)
      }
      guard status == CAIRO_STATUS_SUCCESS, let converted else { return nil }
      adopt(converted, count: Int(count))
      return UnsafeBufferPointer(start: converted, count: Int(count))
    }
  }

  /// Takes over `converted` when cairo allocated it (the buffer was too short), so the next
  /// conversion of that length fits.
  private func adopt(_ converted: UnsafeMutablePointer<cairo_glyph_t>, count: Int) {
    guard converted != storage else { return }
    storage.map(cairo_glyph_free)
    storage = converted
    capacity = count
  }
}
