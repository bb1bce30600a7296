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

  /// Paints `shadow` of the group `pattern` (from `cairo_pop_group`) into `frame`'s current
  /// context, whose matrix is the identity.
  func draw(_ shadow: Shadow, of pattern: OpaquePointer, in frame: FrameRenderer) {
    var groupSurface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS,
      let groupSurface, cairo_image_surface_get_data(groupSurface) != nil
    else { return }
    cairo_surface_flush(groupSurface)
    let width = Int(cairo_image_surface_get_width(groupSurface))
    let height = Int(cairo_image_surface_get_height(groupSurface))
    let stride = Int(cairo_image_surface_get_stride(groupSurface))
    let pixels = UnsafeRawPointer(cairo_image_surface_get_data(groupSurface)!)
    guard let box = Self.opaqueBox(pixels, width: width, height: height, stride: stride) else {
      return
    }
    let k = Self.boxRadius(sigma: shadow.radius * frame.scale)
    let pad = 3 * k + 1
    let outWidth = box.width + 2 * pad
    let outHeight = box.height + 2 * pad
    let outStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(outWidth)))
    let count = outStride * outHeight
    if alpha.count < count { alpha = [UInt8](repeating: 0, count: count) }
    if spare.count < count { spare = [UInt8](repeating: 0, count: count) }
    alpha.withUnsafeMutableBufferPointer { out in
      let out = out.baseAddress!
      out.update(repeating: 0, count: count)
      for y in 0..<box.height {
        let line = (pixels + (box.y + y) * stride).assumingMemoryBound(to: UInt32.self)
        let row = out + (pad + y) * outStride + pad
        for x in 0..<box.width { row[x] = UInt8(truncatingIfNeeded: line[box.x + x] >> 24) }
      }
    }
    if k > 0 {
      for _ in 0..<3 {
        Self.boxPass(
          &alpha, into: &spare, lines: outHeight, length: outWidth, step: 1,
          lineStep: outStride, radius: k)
        Self.boxPass(
          &spare, into: &alpha, lines: outWidth, length: outHeight, step: outStride,
          lineStep: 1, radius: k)
      }
    }
    // The group's pixel (0, 0) is this device position of the enclosing surface.
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(groupSurface, &offsetX, &offsetY)
    let x = Double(box.x - pad) - offsetX + Double(shadow.offset.width * frame.scale)
    let y = Double(box.y - pad) - offsetY + Double(shadow.offset.height * frame.scale)
    alpha.withUnsafeMutableBufferPointer { buffer in
      let mask = cairo_image_surface_create_for_data(
        buffer.baseAddress!, CAIRO_FORMAT_A8, Int32(outWidth), Int32(outHeight),
        Int32(outStride))
      defer { cairo_surface_destroy(mask) }
      frame.setSource(shadow.color)
      cairo_mask_surface(frame.context, mask, x, y)
      // The source must not outlive the buffer the mask reads.
      cairo_set_source_rgba(frame.context, 0, 0, 0, 0)
    }
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
