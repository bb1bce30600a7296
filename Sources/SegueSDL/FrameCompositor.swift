import CCairo
import CPathRaster
import Foundation
import Segue

/// What the renderer composites itself with pixman, where that gives cairo's pixels byte
/// for byte, without the pixman images cairo makes for every draw (cairo 1.16 built with
/// threads keeps no cache of them): a color over a box of whole pixels, or through a mask,
/// or over a box between pixels (`FrameCompositor+Between`), or through a rounded rect's
/// coverage (`FrameCompositor+Paths`); an axial or radial gradient
/// (`FrameCompositor+Gradient`); a surface (a group's, a warped
/// plane) over a box. It composites into the frame, or into
/// a surface the renderer draws into instead (a group's, a 3D layer's plane).
///
/// A color is one premultiplied pixel repeated, which pixman composites as a solid color
/// (its fast paths take a repeating 1×1 image as one), so the arithmetic is the one cairo's
/// solid-fill image gets. An opaque one is a fill (`FrameCompositor+Fill`); a translucent
/// one without a mask is composited by Segue's own loop with the same arithmetic
/// (`FrameCompositor+Over`).
@MainActor
final class FrameCompositor {
  /// A surface composited into (an ARGB32 image surface) and its pixels as a pixman image,
  /// owned with it (the frame's here, an `OffscreenSurface`'s there), and where its pixel
  /// (0, 0) lies in the pixels the renderer draws in: a group's surface stands for a part
  /// of the frame, as cairo's device offset says.
  struct Target {
    let surface: OpaquePointer
    let image: OpaquePointer
    let origin: (x: Int32, y: Int32)

    /// `offscreen` as a target at `origin`; nil when it has no surface.
    @MainActor
    init?(_ offscreen: OffscreenSurface, origin: (x: Int32, y: Int32) = (0, 0)) {
      guard let surface = offscreen.surface, let image = offscreen.image else { return nil }
      self.init(surface: surface, image: image, origin: origin)
    }

    init(surface: OpaquePointer, image: OpaquePointer, origin: (x: Int32, y: Int32)) {
      (self.surface, self.image, self.origin) = (surface, image, origin)
    }
  }

  /// The frame's surface, as a target.
  let frame: Target
  let colorPixel: UnsafeMutablePointer<UInt32>
  let colorImage: OpaquePointer
  /// A band's coverages between pixels as an A8 row every row of the mask repeats (its
  /// stride 0, as cairo's span renderer makes its own): the mask a gradient goes through
  /// (`FrameCompositor+Gradient`), as wide as the widest frame.
  let maskBytes: UnsafeMutablePointer<UInt8>
  let maskImage: OpaquePointer
  /// The gradients' pixman images, and their stops as cairo keeps them while a gradient is
  /// drawn (offsets beside), grown to the most stops drawn.
  let gradientImages = GradientImages()
  private(set) var stops: UnsafeMutablePointer<pixman_gradient_stop_t>
  private(set) var stopOffsets: UnsafeMutablePointer<Double>
  private var stopCapacity = 8
  /// Where rounded rects are filled as cairo fills them (`FrameCompositor+Paths`): its
  /// memory is kept between fills.
  let raster: OpaquePointer
  /// Colors (with no mask) and surfaces (groups, warped planes) composited here rather than
  /// by cairo, the colors over boxes between pixels among them, and how many of all
  /// composites went into a surface other than the frame, for tests.
  var filled = 0
  var filledBetweenPixels = 0
  /// Gradients composited here, those over boxes between pixels among them, for tests.
  var gradientsFilled = 0
  var gradientsFilledBetweenPixels = 0
  /// Rounded rects and vector images filled here rather than by cairo
  /// (`FrameCompositor+Paths`), for tests.
  var filledPaths = 0
  /// Opaque fills whose rows were stored with the string store (`FrameCompositor+Fill`), for
  /// tests.
  var storedWithStrings = 0
  /// Whether every point of the path being filled (`FrameCompositor+Paths`) fits cairo's
  /// fixed point.
  var pathFits = true
  private(set) var surfacesComposited = 0
  private(set) var intoOtherSurfaces = 0

  /// A compositor into `surface`, a cairo ARGB32 image surface, which it does not keep
  /// alive: it touches the pixels only while compositing.
  ///
  /// The surface is marked drawn (its pixels stay as they are): cairo takes a surface it
  /// has just allocated for clear, and fills a translucent color's edges on a clear surface
  /// with its own rounding rather than OVER; the compositor cannot see that flag, and any
  /// drawing drops it anyway.
  init(surface: OpaquePointer) {
    cairo_surface_mark_dirty(surface)
    frame = Target(surface: surface, image: Self.image(over: surface)!, origin: (0, 0))
    colorPixel = .allocate(capacity: 1)
    colorPixel.initialize(to: 0)
    colorImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, colorPixel, 4)!
    pixman_image_set_repeat(colorImage, PIXMAN_REPEAT_NORMAL)
    let width = Int(Self.maskWidth)
    maskBytes = .allocate(capacity: width)
    maskImage = UnsafeMutableRawPointer(maskBytes).withMemoryRebound(
      to: UInt32.self, capacity: width / 4
    ) { pixman_image_create_bits(PIXMAN_a8, Self.maskWidth, Self.maskWidth, $0, 0)! }
    stops = .allocate(capacity: stopCapacity)
    stopOffsets = .allocate(capacity: stopCapacity)
    raster = segue_path_raster_create()!
  }

  /// Room in `stops` and `stopOffsets` for `count` stops.
  func reserveStops(_ count: Int) {
    guard count > stopCapacity else { return }
    stops.deallocate()
    stopOffsets.deallocate()
    stopCapacity = count
    stops = .allocate(capacity: count)
    stopOffsets = .allocate(capacity: count)
  }

  isolated deinit {
    pixman_image_unref(frame.image)
    pixman_image_unref(colorImage)
    pixman_image_unref(maskImage)
    colorPixel.deallocate()
    maskBytes.deallocate()
    stops.deallocate()
    stopOffsets.deallocate()
    segue_path_raster_destroy(raster)
  }

  /// Composites `color` OVER `box` (pixels the renderer draws in, within `target`), through
  /// `mask` (an A8 image whose pixel (0, 0) lies at `maskOrigin`) when there is one.
  func composite(
    _ color: RGBA, over box: CGRect, in target: Target, through mask: OpaquePointer? = nil,
    at maskOrigin: (x: Int32, y: Int32) = (0, 0)
  ) {
    guard let pixel = Self.pixel(color), let (x0, y0, x1, y1) = pixels(of: box, in: target)
    else { return }
    let image = target.image
    cairo_surface_flush(target.surface)
    if let mask {
      colorPixel.pointee = pixel
      pixman_image_composite32(
        PIXMAN_OP_OVER, colorImage, mask, image, 0, 0,
        x0 + target.origin.x - maskOrigin.x, y0 + target.origin.y - maskOrigin.y, x0, y0,
        x1 - x0, y1 - y0)
    } else {
      // Covered whole: an opaque color is stored, as cairo does (its image is known to be
      // opaque, so OVER becomes SOURCE, a fill; pixman cannot see that a repeated pixel is
      // opaque and would blend each one), and a translucent one goes OVER.
      composite(pixel, x: x0, y: y0, width: x1 - x0, height: y1 - y0, coverage: 0xff, in: target)
    }
    marked(target, x0, y0, x1, y1)
    if mask == nil { filled += 1 }
  }

  /// Composites `source` (flushed, its pixel (0, 0) at `sourceOrigin`) OVER `box` (whole
  /// pixels, within `target`; both in the pixels the renderer draws in) with `opacity`
  /// (0…1), as `cairo_paint_with_alpha` paints a surface placed there on whole pixels:
  /// through the opacity as a solid mask, without one when cairo takes the opacity as
  /// opaque, not at all when it is 0.
  func composite(
    _ source: Target, at sourceOrigin: (x: Int32, y: Int32), opacity: Double, over box: CGRect,
    in target: Target
  ) {
    guard opacity > 0, let (x0, y0, x1, y1) = pixels(of: box, in: target) else { return }
    cairo_surface_flush(target.surface)
    // CAIRO_ALPHA_IS_OPAQUE: cairo_paint_with_alpha is then cairo_paint.
    let opaque = opacity >= Double(0xff00) / Double(0xffff)
    colorPixel.pointee = Self.pixel(RGBA(red: 0, green: 0, blue: 0, alpha: opacity)) ?? 0
    pixman_image_composite32(
      PIXMAN_OP_OVER, source.image, opaque ? nil : colorImage, target.image,
      x0 + target.origin.x - sourceOrigin.x, y0 + target.origin.y - sourceOrigin.y, 0, 0, x0,
      y0, x1 - x0, y1 - y0)
    marked(target, x0, y0, x1, y1)
    surfacesComposited += 1
  }

  /// The pixels `target` covers, in the pixels the renderer draws in.
  func bounds(of target: Target) -> CGRect {
    CGRect(
      x: Int(target.origin.x), y: Int(target.origin.y),
      width: Int(cairo_image_surface_get_width(target.surface)),
      height: Int(cairo_image_surface_get_height(target.surface)))
  }

  /// Tells cairo that `target`'s pixels x0..<x1, y0..<y1 changed (in its user space, which
  /// its device offset moves), and counts what went elsewhere than the frame.
  func marked(_ target: Target, _ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32) {
    cairo_surface_mark_dirty_rectangle(
      target.surface, x0 + target.origin.x, y0 + target.origin.y, x1 - x0, y1 - y0)
    if target.surface != frame.surface { intoOtherSurfaces += 1 }
  }

  /// The whole pixels of `box` within `target`, as corners in its own pixels; nil when none
  /// are.
  func pixels(of box: CGRect, in target: Target) -> (Int32, Int32, Int32, Int32)? {
    let own = box.offsetBy(dx: -CGFloat(target.origin.x), dy: -CGFloat(target.origin.y))
    let inside = own.intersection(
      CGRect(
        x: 0, y: 0, width: Int(pixman_image_get_width(target.image)),
        height: Int(pixman_image_get_height(target.image))))
    guard !inside.isNull, !inside.isEmpty else { return nil }
    return (
      Int32(inside.minX.rounded(.up)), Int32(inside.minY.rounded(.up)),
      Int32(inside.maxX.rounded(.down)), Int32(inside.maxY.rounded(.down))
    )
  }

  /// The pixels of `surface`, a cairo ARGB32 image surface, as a pixman image over the same
  /// memory (which must outlive it); nil when it has none.
  static func image(over surface: OpaquePointer) -> OpaquePointer? {
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    return pixman_image_create_bits(
      PIXMAN_a8r8g8b8, cairo_image_surface_get_width(surface),
      cairo_image_surface_get_height(surface),
      UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
      cairo_image_surface_get_stride(surface))
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
