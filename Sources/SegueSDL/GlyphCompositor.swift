import CCairo
import Foundation
import Segue

/// Draws a line of text straight into the frame with pixman: the pixels `cairo_show_text`
/// gives, byte for byte, without the blocks cairo allocates for every text it draws (a
/// pixman image for the color, the clip's region, the glyphs' mask).
///
/// It does what cairo 1.16's image compositor does: each glyph's mask, rasterised by cairo
/// with the same scaled font, is placed at the glyph's device position rounded to the
/// nearest pixel (`_cairo_lround`); the masks are added into one, and the color composited
/// OVER through it (`FrameCompositor`). (cairo composites glyph by glyph where no two
/// glyphs' boxes overlap: then no pixel has two glyphs, and the sum is the same.)
///
/// It takes a text only where that is exact and cheap: the context draws into the frame
/// through a clip of whole pixels (`FrameRenderer.wholePixelClip()`), its matrix only scales
/// and moves, and the font at that size was drawn before. A size seen for the first time is
/// left to cairo: a scaling page's title has a new size every frame, and its glyphs would be
/// rasterised twice.
@MainActor
final class GlyphCompositor {
  /// A scaled font: the face, its size in points, and the matrix's scale.
  struct Font: Hashable {
    var bold: Bool
    var size: Double
    var scaleX: Double
    var scaleY: Double
  }

  private struct GlyphKey: Hashable {
    var font: Font
    var index: UInt
  }

  /// A glyph's coverage (nil for a glyph with no ink, a space), and where the glyph's
  /// origin lies in it.
  private struct GlyphMask {
    var image: OpaquePointer?
    var originX: Int32
    var originY: Int32
    var width: Int32
    var height: Int32
  }

  /// Most glyph masks and fonts kept: past them, all are dropped and made again as used.
  static let maximumGlyphs = 4096
  static let maximumFonts = 64

  /// The frame the text is composited into.
  private let frame: FrameCompositor
  /// The glyphs' masks are added into this one, frame-sized, made on first use.
  private var mask: OpaquePointer?
  private var masks: [GlyphKey: GlyphMask] = [:]
  /// The fonts drawn at least once, and so worth keeping glyph masks of.
  private var fontsSeen: Set<Font> = []
  private let converted = GlyphBuffer()
  /// The glyphs of the text being drawn, placed in pixels: kept between frames.
  private var placed: [(x: Int32, y: Int32, mask: GlyphMask)] = []
  /// Texts drawn here rather than by cairo, for tests.
  private(set) var drawn = 0

  init(frame: FrameCompositor) {
    self.frame = frame
  }

  isolated deinit {
    dropMasks()
    mask.map { _ = pixman_image_unref($0) }
  }

  /// Draws `line` at the context's current point in `font`, which the context has set, in
  /// `color`, clipped to `clip` (the frame's pixels); false, having drawn nothing, where
  /// cairo must draw it.
  func show(_ line: String, font: Font, color: RGBA, clip: CGRect, in context: OpaquePointer)
    -> Bool
  {
    guard FrameCompositor.pixel(color) != nil else { return false }
    guard fontsSeen.contains(font) else {
      if fontsSeen.count >= Self.maximumFonts { dropMasks() }
      fontsSeen.insert(font)
      return false
    }
    guard let scaledFont = cairo_get_scaled_font(context) else { return false }
    // cairo_show_text starts from the current point as cairo keeps it: in fixed point.
    var x = 0.0
    var y = 0.0
    cairo_get_current_point(context, &x, &y)
    var line = line
    let count = line.withUTF8 { utf8 in
      var glyphs = converted.storage
      var count = Int32(converted.capacity)
      let status = utf8.withMemoryRebound(to: CChar.self) {
        cairo_scaled_font_text_to_glyphs(
          scaledFont, x, y, $0.baseAddress, Int32($0.count), &glyphs, &count, nil, nil, nil)
      }
      guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return -1 }
      converted.adopt(glyphs, count: Int(count))
      return Int(count)
    }
    guard count >= 0, let glyphs = converted.storage else { return false }
    place(glyphs, count: count, font: font, scaledFont: scaledFont, in: context)
    composite(color, within: clip)
    drawn += 1
    return true
  }

  /// Looks up (or rasterises) each glyph's mask and places it in pixels, as cairo does.
  private func place(
    _ glyphs: UnsafeMutablePointer<cairo_glyph_t>, count: Int, font: Font,
    scaledFont: OpaquePointer, in context: OpaquePointer
  ) {
    placed.removeAll(keepingCapacity: true)
    if masks.count + count > Self.maximumGlyphs { dropMasks(keepingFonts: true) }
    for glyph in UnsafeBufferPointer(start: glyphs, count: count) {
      let key = GlyphKey(font: font, index: UInt(glyph.index))
      let glyphMask: GlyphMask
      if let kept = masks[key] {
        glyphMask = kept
      } else {
        glyphMask = Self.rasterise(UInt(glyph.index), of: scaledFont, font: font)
        masks[key] = glyphMask
      }
      guard glyphMask.image != nil else { continue }
      var x = glyph.x
      var y = glyph.y
      cairo_user_to_device(context, &x, &y)
      // `_cairo_lround`: halves toward positive infinity.
      placed.append(
        (
          Int32((x + 0.5).rounded(.down)) - glyphMask.originX,
          Int32((y + 0.5).rounded(.down)) - glyphMask.originY, glyphMask
        ))
    }
  }

  /// Adds the placed glyphs' masks, over the box they cover within `clip`, and composites
  /// `color` through them.
  private func composite(_ color: RGBA, within clip: CGRect) {
    var x0 = Int32.max
    var y0 = Int32.max
    var x1 = Int32.min
    var y1 = Int32.min
    for glyph in placed {
      x0 = min(x0, glyph.x)
      y0 = min(y0, glyph.y)
      x1 = max(x1, glyph.x + glyph.mask.width)
      y1 = max(y1, glyph.y + glyph.mask.height)
    }
    x0 = max(x0, Int32(clip.minX), 0)
    y0 = max(y0, Int32(clip.minY), 0)
    x1 = min(x1, Int32(clip.maxX), frame.width)
    y1 = min(y1, Int32(clip.maxY), frame.height)
    guard x1 > x0, y1 > y0, let mask = maskImage() else { return }
    pixman_fill(
      pixman_image_get_data(mask), pixman_image_get_stride(mask) / 4, 8, x0, y0, x1 - x0, y1 - y0,
      0)
    for glyph in placed {
      pixman_image_composite32(
        PIXMAN_OP_ADD, glyph.mask.image, nil, mask, 0, 0, 0, 0, glyph.x, glyph.y,
        glyph.mask.width, glyph.mask.height)
    }
    frame.composite(
      color, over: CGRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0)),
      through: mask)
  }

  private func maskImage() -> OpaquePointer? {
    if let mask { return mask }
    mask = pixman_image_create_bits(PIXMAN_a8, frame.width, frame.height, nil, 0)
    return mask
  }

  /// The glyph's coverage as cairo rasterises it with `scaledFont`: the glyph shown at a
  /// whole pixel of an A8 surface as large as its ink, with a margin (cairo's mask there is
  /// the glyph's, since the surface starts clear and the color is opaque).
  private static func rasterise(
    _ index: UInt, of scaledFont: OpaquePointer, font: Font
  ) -> GlyphMask {
    var glyph = cairo_glyph_t(index: index, x: 0, y: 0)
    var extents = cairo_text_extents_t()
    cairo_scaled_font_glyph_extents(scaledFont, &glyph, 1, &extents)
    let none = GlyphMask(image: nil, originX: 0, originY: 0, width: 0, height: 0)
    guard extents.width > 0, extents.height > 0 else { return none }
    let left = Int32((extents.x_bearing * font.scaleX).rounded(.down)) - 2
    let top = Int32((extents.y_bearing * font.scaleY).rounded(.down)) - 2
    let right = Int32(((extents.x_bearing + extents.width) * font.scaleX).rounded(.up)) + 2
    let bottom = Int32(((extents.y_bearing + extents.height) * font.scaleY).rounded(.up)) + 2
    let (width, height) = (right - left, bottom - top)
    guard width > 0, height > 0, Int(width) * Int(height) <= 1 << 24,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return none }
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)!
    var matrix = cairo_matrix_t(
      xx: font.scaleX, yx: 0, xy: 0, yy: font.scaleY, x0: Double(-left), y0: Double(-top))
    cairo_set_matrix(context, &matrix)
    cairo_set_scaled_font(context, scaledFont)
    cairo_show_glyphs(context, &glyph, 1)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    guard let image = pixman_image_create_bits(PIXMAN_a8, width, height, nil, 0),
      let source = cairo_image_surface_get_data(surface)
    else { return none }
    let from = Int(cairo_image_surface_get_stride(surface))
    let to = Int(pixman_image_get_stride(image))
    let target = UnsafeMutableRawPointer(pixman_image_get_data(image)!)
    for row in 0..<Int(height) {
      memcpy(target + row * to, source + row * from, Int(width))
    }
    return GlyphMask(image: image, originX: -left, originY: -top, width: width, height: height)
  }

  /// Drops every glyph mask (and, unless `keepingFonts`, the fonts seen).
  private func dropMasks(keepingFonts: Bool = false) {
    for glyphMask in masks.values { glyphMask.image.map { _ = pixman_image_unref($0) } }
    masks.removeAll(keepingCapacity: true)
    if !keepingFonts { fontsSeen.removeAll(keepingCapacity: true) }
  }
}
