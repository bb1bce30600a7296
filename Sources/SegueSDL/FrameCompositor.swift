import CCairo
import Foundation
import Segue

/// The frame's pixels as pixman sees them, for what the renderer composites into the frame
/// itself where that gives cairo's pixels byte for byte, without the pixman images cairo
/// makes for every draw (cairo 1.16 built with threads keeps no cache of them): a color over
/// a box of whole pixels, or through a mask.
///
/// A color is one premultiplied pixel repeated, which pixman composites as a solid color
/// (its fast paths take a repeating 1×1 image as one), so the arithmetic is the one cairo's
/// solid-fill image gets.
@MainActor
final class FrameCompositor {
  /// The frame's surface, and its size in pixels.
  let surface: OpaquePointer
  let width: Int32
  let height: Int32
  private let frame: OpaquePointer
  private let colorPixel: UnsafeMutablePointer<UInt32>
  private let colorImage: OpaquePointer
  /// The surface last composited from, its memory and its pixman image.
  private var sourceImage:
    (
      surface: OpaquePointer, data: UnsafeMutablePointer<UInt8>,
      layout: (Int32, Int32, Int32), image: OpaquePointer
    )?
  /// Colors (with no mask) and groups composited here rather than by cairo, for tests.
  private(set) var filled = 0
  private(set) var groupsComposited = 0

  /// A compositor into `surface`, a cairo ARGB32 image surface, which it does not keep
  /// alive: it touches the pixels only while compositing.
  init(surface: OpaquePointer) {
    self.surface = surface
    width = cairo_image_surface_get_width(surface)
    height = cairo_image_surface_get_height(surface)
    frame = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, width, height,
      UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(
        to: UInt32.self), cairo_image_surface_get_stride(surface))!
    colorPixel = .allocate(capacity: 1)
    colorPixel.initialize(to: 0)
    colorImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, colorPixel, 4)!
    pixman_image_set_repeat(colorImage, PIXMAN_REPEAT_NORMAL)
  }

  isolated deinit {
    sourceImage.map { _ = pixman_image_unref($0.image) }
    pixman_image_unref(colorImage)
    pixman_image_unref(frame)
    colorPixel.deallocate()
  }

  /// Composites `color` OVER `box` (pixels, within the frame), through `mask` (an A8
  /// image whose pixel (0, 0) lies at `maskOrigin` in the frame) when there is one.
  func composite(
    _ color: RGBA, over box: CGRect, through mask: OpaquePointer? = nil,
    at maskOrigin: (x: Int32, y: Int32) = (0, 0)
  ) {
    guard let pixel = Self.pixel(color), let (x0, y0, x1, y1) = pixels(of: box) else { return }
    cairo_surface_flush(surface)
    if mask == nil, pixel >> 24 == 0xff {
      // What cairo does for an opaque color: its image is known to be opaque, OVER becomes
      // SOURCE, a fill. (pixman cannot see that a repeated pixel is opaque: it would blend
      // each one.)
      pixman_fill(
        pixman_image_get_data(frame), pixman_image_get_stride(frame) / 4, 32, x0, y0, x1 - x0,
        y1 - y0, pixel)
    } else {
      colorPixel.pointee = pixel
      pixman_image_composite32(
        PIXMAN_OP_OVER, colorImage, mask, frame, 0, 0, x0 - maskOrigin.x, y0 - maskOrigin.y, x0,
        y0, x1 - x0, y1 - y0)
    }
    cairo_surface_mark_dirty_rectangle(surface, x0, y0, x1 - x0, y1 - y0)
    if mask == nil { filled += 1 }
  }

  /// Composites the top-left of `source` (an ARGB32 surface, flushed) OVER `box` (pixels,
  /// within the frame) with `opacity` (0…1), as `cairo_paint_with_alpha` paints a group's
  /// surface placed there: through the opacity as a solid mask, without one when cairo
  /// takes the opacity as opaque, not at all when it is 0.
  func composite(_ source: OpaquePointer, opacity: Double, over box: CGRect) {
    guard opacity > 0, let image = image(of: source), let (x0, y0, x1, y1) = pixels(of: box)
    else { return }
    cairo_surface_flush(surface)
    // CAIRO_ALPHA_IS_OPAQUE: cairo_paint_with_alpha is then cairo_paint.
    let opaque = opacity >= Double(0xff00) / Double(0xffff)
    colorPixel.pointee = Self.pixel(RGBA(red: 0, green: 0, blue: 0, alpha: opacity)) ?? 0
    pixman_image_composite32(
      PIXMAN_OP_OVER, image, opaque ? nil : colorImage, frame, x0 - Int32(box.minX),
      y0 - Int32(box.minY), 0, 0, x0, y0, x1 - x0, y1 - y0)
    cairo_surface_mark_dirty_rectangle(surface, x0, y0, x1 - x0, y1 - y0)
    groupsComposited += 1
  }

  /// The whole pixels of `box` within the frame, as corners; nil when none are.
  private func pixels(of box: CGRect) -> (Int32, Int32, Int32, Int32)? {
    let inside = box.intersection(CGRect(x: 0, y: 0, width: Int(width), height: Int(height)))
    guard !inside.isNull, !inside.isEmpty else { return nil }
    return (
      Int32(inside.minX.rounded(.up)), Int32(inside.minY.rounded(.up)),
      Int32(inside.maxX.rounded(.down)), Int32(inside.maxY.rounded(.down))
    )
  }

  /// `source`'s pixels as pixman sees them: kept, and made again when the surface is
  /// another one or its memory moved.
  private func image(of source: OpaquePointer) -> OpaquePointer? {
    guard let data = cairo_image_surface_get_data(source) else { return nil }
    let layout = (
      cairo_image_surface_get_width(source), cairo_image_surface_get_height(source),
      cairo_image_surface_get_stride(source)
    )
    if let kept = sourceImage, kept.surface == source, kept.data == data, kept.layout == layout {
      return kept.image
    }
    sourceImage.map { _ = pixman_image_unref($0.image) }
    guard
      let image = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, layout.0, layout.1,
        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), layout.2)
    else {
      sourceImage = nil
      return nil
    }
    sourceImage = (source, data, layout, image)
    return image
  }

  /// `color` as cairo composites it: components clamped to 0…1, premultiplied, 16 bits each
  /// (`_cairo_color_compute_shorts`), their top bytes packed as ARGB32 (pixman's
  /// `color_to_uint32`); nil for a NaN, which is left to cairo.
  static func pixel(_ color: RGBA) -> UInt32? {
    guard !color.red.isNaN, !color.green.isNaN, !color.blue.isNaN, !color.alpha.isNaN else {
      return nil
    }
    func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
    let alpha = clamped(color.alpha)
    func top8(_ value: Double) -> UInt32 { UInt32(value * 65535 + 0.5) >> 8 }
    return top8(alpha) << 24 | top8(clamped(color.red) * alpha) << 16
      | top8(clamped(color.green) * alpha) << 8 | top8(clamped(color.blue) * alpha)
  }
}
