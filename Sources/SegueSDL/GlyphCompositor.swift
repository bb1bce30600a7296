import CCairo
import Foundation
import Segue

/// Draws a line of text straight into the frame (or the surface drawn into instead) with
/// pixman: the pixels `cairo_show_text` gives, byte for byte, without the blocks cairo
/// allocates for every text it draws (a pixman image for the color, the clip's region, the
/// glyphs' mask).
///
/// It does what cairo 1.16's image compositor does: each glyph's mask, rasterised by cairo
/// with the same scaled font, is placed at the glyph's device position rounded to the
/// nearest pixel (`_cairo_lround`), and the color composited OVER through the masks one by
/// one, or through their sum where glyphs overlap (`FrameCompositor`).
///
/// It takes a text only where that is exact and cheap: the context draws where the renderer
/// composites itself, through a clip of whole pixels (`FrameRenderer.pixelTarget()`), its
/// matrix only scales and moves, and the font at that size was drawn before. A size seen
/// for the first time is left to cairo: a scaling page's title has a new size every frame,
/// and its glyphs would be rasterised twice.
@MainActor
final class GlyphCompositor {
  /// A scaled font: the face, its size in points, and the matrix's scale.
  private struct Font: Hashable {
    var bold: Bool
    var size: Double
    var scaleX: Double
    var scaleY: Double
  }

  private struct GlyphKey: Hashable {
    var font: Font
    var index: UInt
  }

  /// A glyph's coverage, cropped to its ink (nil for a glyph with none, a space), and where
  /// the glyph's origin lies in it.
  private struct GlyphMask {
    var image: OpaquePointer?
    var originX: Int32
    var originY: Int32
    var width: Int32
    var height: Int32
  }

  /// A glyph's mask placed in the frame: its corner in pixels.
  private struct PlacedGlyph {
    var x: Int32
    var y: Int32
    var mask: GlyphMask

    var box: CGRect {
      CGRect(x: Int(x), y: Int(y), width: Int(mask.width), height: Int(mask.height))
    }
  }

  /// Most glyph masks and fonts kept: past them, all are dropped and made again as used.
  static let maximumGlyphs = 4096
  static let maximumFonts = 64
  /// Largest font size in pixels drawn here.
  static let largestPixelSize = 2048.0

  /// What composites the text into the frame, or the surface drawn into instead.
  private let compositor: FrameCompositor
  /// The mask overlapping glyphs are added into (`mask(width:height:)`).
  private var summed: OpaquePointer?
  private var masks: [GlyphKey: GlyphMask] = [:]
  /// The fonts drawn at least once, and so worth keeping glyph masks of; those with masks.
  private var fontsSeen: Set<Font> = []
  private var fontsMasked: Set<Font> = []
  private let converted = GlyphBuffer()
  /// The glyphs of the text being drawn, placed in pixels: kept between frames.
  private var placed: [PlacedGlyph] = []
  /// Texts drawn here rather than by cairo, for tests.
  private(set) var drawn = 0

  init(compositor: FrameCompositor) {
    self.compositor = compositor
  }

  isolated deinit {
    dropMasks()
    summed.map { _ = pixman_image_unref($0) }
  }

  /// Draws `line` at the context's current point in the font the context has set (the
  /// regular or bold face, `size` points), in `color`, into `target`, clipped to `clip`
  /// (both in the pixels the context's matrix maps to: a group's surface stands for the
  /// frame's pixels there, its device offset aside); false, having drawn nothing, where cairo
  /// must draw it: a matrix that does more than scale and move, for one.
  func show(
    _ line: String, bold: Bool, size: Double, color: RGBA, into target: FrameCompositor.Target,
    clip: CGRect, in context: OpaquePointer
  ) -> Bool {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return false }
    let font = Font(bold: bold, size: size, scaleX: matrix.xx, scaleY: matrix.yy)
    // A huge size is cairo's: it draws such glyphs as paths.
    let pixelSize = font.size * max(font.scaleX, font.scaleY)
    guard FrameCompositor.pixel(color) != nil, pixelSize.isFinite,
      pixelSize <= Self.largestPixelSize
    else { return false }
    guard fontsSeen.contains(font) else {
      // Full (a scaling title brings a new size every frame): forget the sizes seen once,
      // keep those with glyph masks.
      if fontsSeen.count >= Self.maximumFonts { fontsSeen.formIntersection(fontsMasked) }
      fontsSeen.insert(font)
      return false
    }
    guard let scaledFont = cairo_get_scaled_font(context) else { return false }
    // cairo_show_text starts from the current point as cairo keeps it: in fixed point.
    var x = 0.0
    var y = 0.0
    cairo_get_current_point(context, &x, &y)
    guard let glyphs = converted.convert(line, in: scaledFont, x: x, y: y),
      place(glyphs, font: font, scaledFont: scaledFont, in: context),
      composite(color, into: target, within: clip)
    else { return false }
    drawn += 1
    return true
  }

  /// Looks up (or rasterises) each glyph's mask and places it in pixels, as cairo does;
  /// false when a glyph could not be rasterised (cairo then draws the line).
  private func place(
    _ glyphs: UnsafeBufferPointer<cairo_glyph_t>, font: Font, scaledFont: OpaquePointer,
    in context: OpaquePointer
  ) -> Bool {
    placed.removeAll(keepingCapacity: true)
    if masks.count + glyphs.count > Self.maximumGlyphs { dropMasks() }
    for glyph in glyphs {
      let key = GlyphKey(font: font, index: UInt(glyph.index))
      let glyphMask: GlyphMask
      if let kept = masks[key] {
        glyphMask = kept
      } else {
        guard let made = Self.rasterise(UInt(glyph.index), of: scaledFont, font: font) else {
          return false
        }
        glyphMask = made
        masks[key] = made
        fontsMasked.insert(font)
      }
      guard glyphMask.image != nil else { continue }
      var x = glyph.x
      var y = glyph.y
      cairo_user_to_device(context, &x, &y)
      // The line starts at cairo's current point (24.8 fixed point, so within 2^23 pixels);
      // only a huge font's advances could carry a glyph past what Int32 holds.
      guard abs(x) < Double(1 << 24), abs(y) < Double(1 << 24) else { continue }
      // `_cairo_lround`: halves toward positive infinity.
      placed.append(
        PlacedGlyph(
          x: Int32((x + 0.5).rounded(.down)) - glyphMask.originX,
          y: Int32((y + 0.5).rounded(.down)) - glyphMask.originY, mask: glyphMask))
    }
    return true
  }

  /// Composites `color` through the placed glyphs' masks within `clip`: glyph by glyph
  /// where no two glyphs' ink overlaps (no pixel then has two glyphs: cairo decides by the
  /// glyphs' metric boxes, with the same pixels), else through their sum, added over the
  /// box they cover. False, having drawn nothing, when the sum's mask cannot be made.
  private func composite(
    _ color: RGBA, into target: FrameCompositor.Target, within clip: CGRect
  ) -> Bool {
    var ink = CGRect.null
    var overlap = false
    for glyph in placed {
      let box = glyph.box
      if !overlap, box.intersects(ink) { overlap = true }
      ink = ink.union(box)
    }
    let region = ink.intersection(clip).intersection(compositor.bounds(of: target))
    guard !region.isNull, !region.isEmpty else { return true }
    guard overlap else {
      for glyph in placed {
        compositor.composite(
          color, over: glyph.box.intersection(region), in: target, through: glyph.mask.image,
          at: (glyph.x, glyph.y))
      }
      return true
    }
    let (x, y) = (Int32(region.minX), Int32(region.minY))
    let (width, height) = (Int32(region.width), Int32(region.height))
    guard let mask = mask(width: width, height: height) else { return false }
    pixman_fill(
      pixman_image_get_data(mask), pixman_image_get_stride(mask) / 4, 8, 0, 0, width, height, 0)
    for glyph in placed {
      pixman_image_composite32(
        PIXMAN_OP_ADD, glyph.mask.image, nil, mask, 0, 0, 0, 0, glyph.x - x, glyph.y - y,
        glyph.mask.width, glyph.mask.height)
    }
    compositor.composite(color, over: region, in: target, through: mask, at: (x, y))
    return true
  }

  /// The mask overlapping glyphs are added into, at least `width`×`height` pixels: kept,
  /// grown when a line needs more.
  private func mask(width: Int32, height: Int32) -> OpaquePointer? {
    if let summed, pixman_image_get_width(summed) >= width,
      pixman_image_get_height(summed) >= height
    {
      return summed
    }
    let grown = (
      max(width, summed.map(pixman_image_get_width) ?? 0),
      max(height, summed.map(pixman_image_get_height) ?? 0)
    )
    summed.map { _ = pixman_image_unref($0) }
    summed = pixman_image_create_bits(PIXMAN_a8, grown.0, grown.1, nil, 0)
    return summed
  }

  /// The glyph's coverage as cairo rasterises it with `scaledFont`: the glyph shown at a
  /// whole pixel of an A8 surface as large as its ink, with a margin (cairo's mask there is
  /// the glyph's, since the surface starts clear and the color is opaque), cropped to the
  /// ink; nil when a surface for it cannot be made.
  private static func rasterise(
    _ index: UInt, of scaledFont: OpaquePointer, font: Font
  ) -> GlyphMask? {
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
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)!
    var matrix = cairo_matrix_t(
      xx: font.scaleX, yx: 0, xy: 0, yy: font.scaleY, x0: Double(-left), y0: Double(-top))
    cairo_set_matrix(context, &matrix)
    cairo_set_scaled_font(context, scaledFont)
    cairo_show_glyphs(context, &glyph, 1)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    guard let source = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    // The ink: the rows and columns holding any coverage.
    var (inkX0, inkY0, inkX1, inkY1) = (Int(width), Int(height), 0, 0)
    for row in 0..<Int(height) {
      for column in 0..<Int(width) where source[row * stride + column] != 0 {
        (inkX0, inkX1) = (min(inkX0, column), max(inkX1, column + 1))
        (inkY0, inkY1) = (min(inkY0, row), max(inkY1, row + 1))
      }
    }
    guard inkX1 > inkX0, inkY1 > inkY0 else { return none }
    guard
      let image = pixman_image_create_bits(
        PIXMAN_a8, Int32(inkX1 - inkX0), Int32(inkY1 - inkY0), nil, 0)
    else { return nil }
    let to = Int(pixman_image_get_stride(image))
    let target = UnsafeMutableRawPointer(pixman_image_get_data(image)!)
    for row in inkY0..<inkY1 {
      memcpy(target + (row - inkY0) * to, source + row * stride + inkX0, inkX1 - inkX0)
    }
    return GlyphMask(
      image: image, originX: -left - Int32(inkX0), originY: -top - Int32(inkY0),
      width: Int32(inkX1 - inkX0), height: Int32(inkY1 - inkY0))
  }

  /// Drops every glyph mask (the fonts stay seen: their glyphs are rasterised again as
  /// used).
  private func dropMasks() {
    for glyphMask in masks.values { glyphMask.image.map { _ = pixman_image_unref($0) } }
    masks.removeAll(keepingCapacity: true)
    fontsMasked.removeAll(keepingCapacity: true)
  }

}
