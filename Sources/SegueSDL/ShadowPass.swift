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

  /// Paints `shadow` of the group `pattern` (from `cairo_pop_group`) into `frame`'s current
  /// context, whose matrix is the identity; from its path instead when it has one.
  func draw(_ shadow: Shadow, of pattern: OpaquePointer, in frame: FrameRenderer) {
    let k = Self.boxRadius(sigma: shadow.radius * frame.scale)
    let pad = 3 * k + 1
    let filled =
      shadow.path.map { fillPath($0, transform: shadow.pathTransform, pad: pad, in: frame) }
      ?? copyAlpha(of: pattern, pad: pad)
    guard let (box, stride) = filled else { return }
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
    let x = Double(box.x - pad) + Double(shadow.offset.width * frame.scale)
    let y = Double(box.y - pad) + Double(shadow.offset.height * frame.scale)
    alpha.withUnsafeMutableBufferPointer { buffer in
      let mask = maskSurface.surface(
        over: buffer.baseAddress!, format: CAIRO_FORMAT_A8, width: width, height: height,
        stride: stride)
      frame.setSource(shadow.color)
      cairo_mask_surface(frame.context, mask, x, y)
      // The source must not outlive the buffer the mask reads.
      cairo_set_source_rgba(frame.context, 0, 0, 0, 0)
    }
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

  /// The group's alpha where it is not zero, into `alpha` past `pad`; the box in the
  /// enclosing surface's device pixels, and the stride.
  private func copyAlpha(of pattern: OpaquePointer, pad: Int)
    -> (box: (x: Int, y: Int, width: Int, height: Int), stride: Int)?
  {
    var groupSurface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS,
      let groupSurface, cairo_image_surface_get_data(groupSurface) != nil
    else { return nil }
    cairo_surface_flush(groupSurface)
    let width = Int(cairo_image_surface_get_width(groupSurface))
    let height = Int(cairo_image_surface_get_height(groupSurface))
    let stride = Int(cairo_image_surface_get_stride(groupSurface))
    let pixels = UnsafeRawPointer(cairo_image_surface_get_data(groupSurface)!)
    guard let box = Self.opaqueBox(pixels, width: width, height: height, stride: stride) else {
      return nil
    }
    let outStride = prepare(width: box.width, height: box.height, pad: pad)
    alpha.withUnsafeMutableBufferPointer { out in
      let out = out.baseAddress!
      for y in 0..<box.height {
        let line = (pixels + (box.y + y) * stride).assumingMemoryBound(to: UInt32.self)
        let row = out + (pad + y) * outStride + pad
        for x in 0..<box.width { row[x] = UInt8(truncatingIfNeeded: line[box.x + x] >> 24) }
      }
    }
    // The group's pixel (0, 0) is this device position of the enclosing surface.
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(groupSurface, &offsetX, &offsetY)
    return ((box.x - Int(offsetX), box.y - Int(offsetY), box.width, box.height), outStride)
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
  private static func opaqueBox(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int)
    -> (x: Int, y: Int, width: Int, height: Int)?
  {
    var (minX, minY, maxX, maxY) = (width, height, -1, -1)
    for y in 0..<height {
      let line = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where line[x] >> 24 != 0 {
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
