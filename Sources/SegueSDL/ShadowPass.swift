import CCairo
import Foundation
import Segue

/// Draws the Gaussian shadow a group casts: the group's alpha, over the box where it is not
/// zero, blurred by three box passes each way (three boxes approximate a Gaussian of the
/// shadow's radius as standard deviation), offset, and painted in the shadow's color through
/// it. Integer arithmetic, so a frame is the same on every run; buffers are kept between
/// frames.
@MainActor
final class ShadowPass {
  private var alpha: [UInt8] = []
  private var spare: [UInt8] = []
  /// The blurred alpha as cairo reads it.
  private let maskSurface = BufferSurface()
  /// `alpha` as a shadow path is filled into it.
  private let shapeSurface = BufferSurface()

  /// Shadows drawn through `mask(_:of:at:in:)` rather than cairo, for tests.
  private(set) var masksMade = 0

  /// Where a blurred alpha made into `alpha` lies in device pixels (its top-left pixel,
  /// between pixels when the offset is), and its layout.
  private struct Placement {
    let x: Double
    let y: Double
    let width: Int
    let height: Int
    let stride: Int
  }

  /// Paints `shadow` of the group `pattern` (from `cairo_pop_group`) into `frame`'s current
  /// context, whose matrix is the identity; from its path instead when it has one.
  func draw(_ shadow: Shadow, of pattern: OpaquePointer, in frame: FrameRenderer) {
    guard let placed = blurred(shadow, castBy: Self.pixels(of: pattern), in: frame) else {
      return
    }
    alpha.withUnsafeMutableBufferPointer { buffer in
      let mask = maskSurface.surface(
        over: buffer.baseAddress!, format: CAIRO_FORMAT_A8, width: placed.width,
        height: placed.height, stride: placed.stride)
      frame.setSource(shadow.color)
      cairo_mask_surface(frame.context, mask, placed.x, placed.y)
      // The source must not outlive the buffer the mask reads.
      cairo_set_source_rgba(frame.context, 0, 0, 0, 0)
    }
  }

  /// Whether the mask of `shadow` lands on whole pixels at `scale`, where `FrameCompositor`
  /// composites it as `cairo_mask_surface` does (elsewhere cairo samples it between pixels),
  /// and its color is one the compositor packs.
  static func fallsOnWholePixels(_ shadow: Shadow, scale: CGFloat) -> Bool {
    let (x, y) = (shadow.offset.width * scale, shadow.offset.height * scale)
    // Near enough that a mask's corner stays in 32 bits.
    let limit = CGFloat(1 << 22)
    return x == x.rounded() && y == y.rounded() && abs(x) < limit && abs(y) < limit
      && FrameCompositor.pixel(shadow.color) != nil
  }

  /// The mask of `shadow` cast by a group's `pixels` (their pixel (0, 0) at `origin` in device
  /// pixels), or by its path when it has one, made as `draw` makes it when it
  /// `fallsOnWholePixels`: as a pixman image, and the device pixels it covers. Nil when
  /// nothing casts a shadow. The image reads memory the next shadow reuses.
  func mask(
    _ shadow: Shadow, of pixels: PixelRegion, at origin: (x: Int, y: Int), in frame: FrameRenderer
  ) -> (image: OpaquePointer, box: CGRect)? {
    guard let placed = blurred(shadow, castBy: (pixels, origin), in: frame) else { return nil }
    let image = alpha.withUnsafeMutableBufferPointer { buffer in
      _ = maskSurface.surface(
        over: buffer.baseAddress!, format: CAIRO_FORMAT_A8, width: placed.width,
        height: placed.height, stride: placed.stride)
      return maskSurface.image()
    }
    guard let image else { return nil }
    masksMade += 1
    return (
      image,
      CGRect(x: placed.x, y: placed.y, width: Double(placed.width), height: Double(placed.height))
    )
  }

  /// The shadow's alpha, blurred into `alpha`: filled from its path, or copied from the
  /// group's pixels (whose pixel (0, 0) lies at `origin` in device pixels); and where it lies.
  /// Nil when nothing casts it.
  private func blurred(
    _ shadow: Shadow, castBy group: (pixels: PixelRegion, origin: (x: Int, y: Int))?,
    in frame: FrameRenderer
  ) -> Placement? {
    let k = Self.boxRadius(sigma: shadow.radius * frame.scale)
    let pad = 3 * k + 1
    let filled =
      shadow.path.map { fillPath($0, transform: shadow.pathTransform, pad: pad, in: frame) }
      ?? group.flatMap { copyAlpha(of: $0.pixels, at: $0.origin, pad: pad) }
    guard let (box, stride) = filled else { return nil }
    let (width, height) = (box.width + 2 * pad, box.height + 2 * pad)
    if k > 0 {
      for _ in 0..<3 {
        Self.boxPass(
          &alpha, into: &spare, lines: height, length: width, step: 1, lineStep: stride,
          radius: k)
        Self.boxPass(
          &spare, into: &alpha, lines: width, length: height, step: stride, lineStep: 1,
          radius: k)
      }
    }
    return Placement(
      x: Double(box.x - pad) + Double(shadow.offset.width * frame.scale),
      y: Double(box.y - pad) + Double(shadow.offset.height * frame.scale), width: width,
      height: height, stride: stride)
  }

  /// Clears `alpha` for a box of `width`×`height` pixels with `pad` around it; its stride.
  private func prepare(width: Int, height: Int, pad: Int) -> Int {
    let stride = Int(
      cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width + 2 * pad)))
    let count = stride * (height + 2 * pad)
    if alpha.count < count { alpha = [UInt8](repeating: 0, count: count) }
    if spare.count < count { spare = [UInt8](repeating: 0, count: count) }
    alpha.withUnsafeMutableBufferPointer { $0.baseAddress!.update(repeating: 0, count: count) }
    return stride
  }

  /// The pixels of a popped group's `pattern`, and where their pixel (0, 0) lies in the
  /// enclosing surface's device pixels; nil when it has none in memory.
  private static func pixels(of pattern: OpaquePointer)
    -> (pixels: PixelRegion, origin: (x: Int, y: Int))?
  {
    var groupSurface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS,
      let groupSurface,
      let pixels = PixelRegion(
        groupSurface, width: Int(cairo_image_surface_get_width(groupSurface)),
        height: Int(cairo_image_surface_get_height(groupSurface)))
    else { return nil }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(groupSurface, &offsetX, &offsetY)
    return (pixels, (-Int(offsetX), -Int(offsetY)))
  }

  /// The group's alpha where it is not zero, into `alpha` past `pad`; the box in device
  /// pixels (the group's `pixels` have their pixel (0, 0) at `origin`), and the stride.
  private func copyAlpha(of pixels: PixelRegion, at origin: (x: Int, y: Int), pad: Int)
    -> (box: (x: Int, y: Int, width: Int, height: Int), stride: Int)?
  {
    guard let box = Self.opaqueBox(pixels) else { return nil }
    let outStride = prepare(width: box.width, height: box.height, pad: pad)
    alpha.withUnsafeMutableBufferPointer { out in
      let out = out.baseAddress!
      for y in 0..<box.height {
        let line = pixels.row(box.y + y)
        let row = out + (pad + y) * outStride + pad
        for x in 0..<box.width { row[x] = UInt8(truncatingIfNeeded: line[box.x + x] >> 24) }
      }
    }
    return ((box.x + origin.x, box.y + origin.y, box.width, box.height), outStride)
  }

  /// The path filled (winding) into `alpha` past `pad`; its box in device pixels and the
  /// stride.
  private func fillPath(
    _ path: [PathElement], transform: CGAffineTransform, pad: Int, in frame: FrameRenderer
  ) -> (box: (x: Int, y: Int, width: Int, height: Int), stride: Int)? {
    let context = frame.context
    cairo_save(context)
    frame.use(transform)
    FrameRenderer.setPath(path, in: context)
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_path_extents(context, &x0, &y0, &x1, &y1)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    cairo_new_path(context)
    cairo_restore(context)
    // The extents' corners in device pixels, and the box holding them.
    var (left, top, right, bottom) = (
      Double.infinity, Double.infinity, -Double.infinity, -Double.infinity
    )
    for (cornerX, cornerY) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
      var (x, y) = (cornerX, cornerY)
      cairo_matrix_transform_point(&matrix, &x, &y)
      (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
    }
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite,
      right - left <= 16384, bottom - top <= 16384
    else { return nil }
    let (boxLeft, boxTop) = (Int(left.rounded(.down)), Int(top.rounded(.down)))
    let (width, height) = (Int(right.rounded(.up)) - boxLeft, Int(bottom.rounded(.up)) - boxTop)
    guard width > 0, height > 0 else { return nil }
    let stride = prepare(width: width, height: height, pad: pad)
    alpha.withUnsafeMutableBufferPointer { buffer in
      let surface = shapeSurface.surface(
        over: buffer.baseAddress!, format: CAIRO_FORMAT_A8, width: width + 2 * pad,
        height: height + 2 * pad, stride: stride)
      guard let shape = shapeSurface.context() else { return }
      var shifted = matrix
      shifted.x0 += Double(pad - boxLeft)
      shifted.y0 += Double(pad - boxTop)
      cairo_set_matrix(shape, &shifted)
      FrameRenderer.setPath(path, in: shape)
      cairo_fill(shape)
      cairo_surface_flush(surface)
    }
    return ((boxLeft, boxTop, width, height), stride)
  }

  /// Box radius, in pixels, for three boxes approximating a Gaussian of `sigma` pixels:
  /// three boxes of radius k have a variance of k(k + 1).
  static func boxRadius(sigma: CGFloat) -> Int {
    guard sigma > 0, sigma.isFinite else { return 0 }
    return max(1, Int((((1 + 4 * sigma * sigma).squareRoot() - 1) / 2).rounded()))
  }

  /// The smallest box holding every pixel whose alpha is not zero; nil when none is.
  private static func opaqueBox(_ pixels: PixelRegion)
    -> (x: Int, y: Int, width: Int, height: Int)?
  {
    var (minX, minY, maxX, maxY) = (pixels.width, pixels.height, -1, -1)
    for y in 0..<pixels.height {
      let line = pixels.row(y)
      for x in 0..<pixels.width where line[x] >> 24 != 0 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = y
      }
    }
    guard maxX >= minX, maxY >= minY else { return nil }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  /// One box pass of `radius` along `lines` lines of `length` samples (`step` apart, lines
  /// `lineStep` apart), zero outside, rounded to nearest.
  private static func boxPass(
    _ source: inout [UInt8], into target: inout [UInt8], lines: Int, length: Int, step: Int,
    lineStep: Int, radius: Int
  ) {
    let size = 2 * radius + 1
    source.withUnsafeBufferPointer { source in
      target.withUnsafeMutableBufferPointer { target in
        let (source, target) = (source.baseAddress!, target.baseAddress!)
        for line in 0..<lines {
          let input = source + line * lineStep
          let output = target + line * lineStep
          var sum = 0
          for i in 0..<min(radius, length) { sum += Int(input[i * step]) }
          for i in 0..<length {
            if i + radius < length { sum += Int(input[(i + radius) * step]) }
            if i - radius - 1 >= 0 { sum -= Int(input[(i - radius - 1) * step]) }
            output[i * step] = UInt8((sum + size / 2) / size)
          }
        }
      }
    }
  }
}
