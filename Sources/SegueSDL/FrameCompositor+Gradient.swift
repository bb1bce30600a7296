import CCairo
import Foundation
import Segue

/// An axial or radial gradient over a rectangle, composited as cairo 1.16 fills it, with
/// the pixman image cairo would make for it kept between frames (`GradientImages`).
///
/// cairo keeps the stops clamped and sorted (stably) by offset, their colors as 16-bit
/// straight components (`_cairo_pattern_add_color_stop`). At `cairo_set_source` the
/// pattern's matrix is taken with the context's inverse matrix of that moment, and at the
/// fill with the target's inverse device offset (`_cairo_gstate_copy_transformed_pattern`).
/// `_pixman_image_for_gradient` (cairo-image-source.c) hands pixman the stops and ends in
/// 16.16 fixed point (`_cairo_gradient_pattern_fit_to_range` scaling large ends down into
/// the matrix), padded, under the matrix as pixman's transform with the whole pixels moved
/// into the source's offset, fixed at the centre of the fill's extents
/// (`_cairo_matrix_to_pixman_matrix_offset`). A box of whole pixels is one composite OVER
/// (`composite_aligned_boxes`, then the image compositor's `composite_boxes`); a box between
/// pixels goes through its coverage, by `_inplace_spans` (cairo-image-compositor.c):
/// a band's runs composited through an A8 mask of their coverages, a whole run of 256
/// pixels or more without one. pixman's gradients compute each pixel from where its
/// composite starts, so the composites are cairo's, one for one.
///
/// A gradient cairo draws as something else is left to it: one whose stops are all clear
/// (nothing), an axial one of one color or with its ends together (a solid color); and one
/// whose matrix is a translation, where cairo rounds the pattern to whole pixels.
extension FrameCompositor {
  /// Composites `gradient` (as `geometry`, in the unit square of its rect, which `inverse`,
  /// the context's inverse matrix, maps the renderer's pixels to) OVER `box`, whole pixels
  /// within `target` (in the pixels the renderer draws in). False, having drawn nothing,
  /// where cairo must draw it.
  func composite(
    _ gradient: Gradient, as geometry: GradientGeometry, inverse: cairo_matrix_t,
    over box: CGRect, in target: Target
  ) -> Bool {
    guard let (x0, y0, x1, y1) = pixels(of: box, in: target) else { return true }
    guard
      let (source, sx, sy) = source(
        gradient, as: geometry, inverse: inverse, extents: (x0, y0, x1, y1), in: target)
    else { return false }
    cairo_surface_flush(target.surface)
    pixman_image_composite32(
      PIXMAN_OP_OVER, source, nil, target.image, x0 + sx, y0 + sy, 0, 0, x0, y0, x1 - x0,
      y1 - y0)
    marked(target, x0, y0, x1, y1)
    gradientsFilled += 1
    return true
  }

  /// Composites `gradient` OVER `box` (between pixels, within `target`) through `clip`
  /// (whole pixels, in the pixels the renderer draws in), each pixel through the coverage
  /// cairo's scan converter gives it. False, having drawn nothing, where cairo must draw it.
  func composite(
    _ gradient: Gradient, as geometry: GradientGeometry, inverse: cairo_matrix_t,
    over box: FixedBox, within clip: CGRect, in target: Target
  ) -> Bool {
    guard let box = clipped(box, to: clip, in: target) else { return true }
    let extents = Self.pixels(touchedBy: box)
    guard extents.2 - extents.0 <= Self.maskWidth,
      let (source, sx, sy) = source(
        gradient, as: geometry, inverse: inverse, extents: extents, in: target)
    else { return false }
    cairo_surface_flush(target.surface)
    Self.coverage(of: box) { y, height, spans in
      composite(source, offset: (sx, sy), rows: y, height, spans, in: target)
    }
    marked(target, extents.0, extents.1, extents.2, extents.3)
    gradientsFilled += 1
    gradientsFilledBetweenPixels += 1
    return true
  }

  /// The widest band a mask covers: the largest frame's width.
  static let maskWidth = Int32(FrameRenderer.maximumPixels)

  /// `_inplace_spans` with cairo's run length for gradients: one band's runs, composited
  /// through the mask, a whole run of at least 256 pixels on its own without it. (A run of
  /// no coverage, which `_inplace_spans` also composites on its own when long, never comes
  /// from one box: only a partial pixel can have none.)
  private func composite(
    _ source: OpaquePointer, offset: (x: Int32, y: Int32), rows y: Int32, _ height: Int32,
    _ spans: CoverageSpans, in target: Target
  ) {
    func composite(_ x: Int32, _ width: Int32, masked: Bool) {
      pixman_image_composite32(
        PIXMAN_OP_OVER, source, masked ? maskImage : nil, target.image, x + offset.x,
        y + offset.y, 0, 0, x, y, width, height)
    }
    guard spans.count > 2 || spans.coverage[0] != 0xff else {
      return composite(spans.x[0], spans.x[1] - spans.x[0], masked: false)
    }
    var (x0, x1) = (spans.x[0], spans.x[0])
    var written = 0
    for index in 0..<spans.count - 1 {
      let (x, coverage) = (spans.x[index], spans.coverage[index])
      let length = spans.x[index + 1] - x
      if length >= 256, coverage == 0xff {
        if x1 != x0 { composite(x0, x1 - x0, masked: true) }
        composite(x, length, masked: false)
        (x0, written) = (spans.x[index + 1], 0)
      } else {
        (maskBytes + written).initialize(repeating: UInt8(coverage), count: Int(length))
        written += Int(length)
      }
      x1 = spans.x[index + 1]
    }
    if x1 != x0 { composite(x0, x1 - x0, masked: true) }
  }

  /// cairo's pixman image of `gradient` for a fill whose extents are `extents` (whole pixels
  /// in `target`), as a kept image, and the source's offset; nil where cairo draws the
  /// gradient as something else or where cairo's arithmetic is not followed here.
  private func source(
    _ gradient: Gradient, as geometry: GradientGeometry, inverse: cairo_matrix_t,
    extents: (Int32, Int32, Int32, Int32), in target: Target
  ) -> (OpaquePointer, Int32, Int32)? {
    guard let count = loadStops(gradient, axialFrom: geometry.radial ? nil : geometry) else {
      return nil
    }
    // _cairo_gstate_copy_transformed_pattern
    var matrix = geometry.matrix
    var inverse = inverse
    if !inverse.isIdentity { matrix = .product(&inverse, &matrix) }
    var device = cairo_matrix_t.identity
    cairo_surface_get_device_offset(target.surface, &device.x0, &device.y0)
    if !device.isIdentity {
      cairo_matrix_invert(&device)
      matrix = .product(&device, &matrix)
    }
    guard !matrix.isTranslation else { return nil }
    var (start, end) = (geometry.start, geometry.end)
    Self.fit(&start, &end, &matrix)
    let (x0, y0, x1, y1) = extents
    guard
      let pixman = matrix.pixmanTransform(
        fixing: Double(x0) + Double(x1 - x0) / 2, Double(y0) + Double(y1 - y0) / 2)
    else { return nil }
    var transform = pixman.transform
    let ends = GradientImages.Ends(
      radial: geometry.radial, x1: start.x.cairoFixed16_16, y1: start.y.cairoFixed16_16,
      r1: geometry.radial ? start.radius.cairoFixed16_16 : 0, x2: end.x.cairoFixed16_16,
      y2: end.y.cairoFixed16_16, r2: geometry.radial ? end.radius.cairoFixed16_16 : 0)
    guard
      let image = gradientImages.image(
        ends, stops: UnsafeBufferPointer(start: stops, count: count))
    else { return nil }
    pixman_image_set_transform(image, &transform)
    return (image, pixman.x, pixman.y)
  }

  /// `_cairo_gradient_pattern_fit_to_range` with pixman's limit: ends farther out than
  /// 16383 scaled down into range, and the matrix by as much.
  private static func fit(
    _ start: inout GradientGeometry.Circle, _ end: inout GradientGeometry.Circle,
    _ matrix: inout cairo_matrix_t
  ) {
    // The largest of the values (C's MAX, in cairo's order).
    var dim = 0.0
    func include(_ value: Double) { dim = dim > abs(value) ? dim : abs(value) }
    include(start.x)
    include(start.y)
    include(start.radius)
    include(end.x)
    include(end.y)
    include(end.radius)
    include(start.x - end.x)
    include(start.y - end.y)
    include(start.radius - end.radius)
    let limit = Double(32767 >> 1)
    guard dim > limit else { return }
    dim = limit / dim
    start = GradientGeometry.Circle(x: start.x * dim, y: start.y * dim, radius: start.radius * dim)
    end = GradientGeometry.Circle(x: end.x * dim, y: end.y * dim, radius: end.radius * dim)
    var scale = cairo_matrix_t()
    cairo_matrix_init_scale(&scale, dim, dim)
    matrix = .product(&matrix, &scale)
  }

  /// Loads `gradient`'s stops into `stops` as cairo's pattern keeps them (offsets and
  /// components clamped to 0…1, inserted after the stops at or before their offset; a lone
  /// color also at 1, as the renderer adds it) and as `_pixman_image_for_gradient` hands them
  /// to pixman (offsets in 16.16, straight 16-bit components as `_cairo_color_double_to_short`
  /// rounds them); their count. Nil where cairo draws the pattern as something else (all
  /// clear; an axial one, `axial`, of one color or with its ends together) and for a NaN.
  private func loadStops(_ gradient: Gradient, axialFrom axial: GradientGeometry?) -> Int? {
    let single = gradient.colors.count == 1
    let given = min(gradient.colors.count, gradient.locations.count)
    let count = given + (single ? 1 : 0)
    reserveStops(count)
    func restricted(_ value: Double) -> Double { value < 0 ? 0 : value > 1 ? 1 : value }
    func short(_ value: Double) -> UInt16 { UInt16(value * 65535.0 + 0.5) }
    for loaded in 0..<count {
      let color = gradient.colors[loaded < given ? loaded : 0]
      let location = loaded < given ? Double(gradient.locations[loaded]) : 1
      guard !location.isNaN, !color.red.isNaN, !color.green.isNaN, !color.blue.isNaN,
        !color.alpha.isNaN
      else { return nil }
      let offset = restricted(location)
      let index = (0..<loaded).first { offset < stopOffsets[$0] } ?? loaded
      let later = loaded - index
      memmove(stopOffsets + index + 1, stopOffsets + index, MemoryLayout<Double>.stride * later)
      memmove(stops + index + 1, stops + index, MemoryLayout<pixman_gradient_stop_t>.stride * later)
      stopOffsets[index] = offset
      stops[index] = pixman_gradient_stop_t(
        x: offset.cairoFixed16_16,
        color: pixman_color_t(
          red: short(restricted(color.red)), green: short(restricted(color.green)),
          blue: short(restricted(color.blue)), alpha: short(restricted(color.alpha))))
    }
    // _gradient_is_clear, _cairo_gradient_pattern_is_solid
    let all = UnsafeBufferPointer(start: stops, count: count)
    guard all.contains(where: { $0.color.alpha > 0xff }) else { return nil }
    if let axial {
      let first = all[0].color
      guard
        abs(axial.start.x - axial.end.x) >= Double.ulpOfOne
          || abs(axial.start.y - axial.end.y) >= Double.ulpOfOne,
        all.contains(where: {
          $0.color.red != first.red || $0.color.green != first.green
            || $0.color.blue != first.blue || $0.color.alpha != first.alpha
        })
      else { return nil }
    }
    return count
  }
}
