import CSDL2
import Foundation
import Segue

/// Draws a `BackdropBlur`: reads back the pixels already drawn under the blur's rect (and a
/// margin, so content just outside bleeds in as it does on iOS), downsamples them ×4, runs
/// three box-blur passes each way (three boxes approximate a Gaussian), upsamples
/// bilinearly to full resolution, and draws the result through the command's transform
/// with its opacity, then the tint over it. All integer arithmetic, so a frame is the same
/// on every run.
///
/// Square: it ignores corner radii, and a rotated clip applies as its bounding box.
enum BackdropBlurPass {
  static let downsample = 4
  static let passes = 3

  /// Box radius, in downsampled pixels, for a blur of about `sigma` pixels: three boxes of
  /// radius k have a variance of k(k + 1) (downsampled pixels squared).
  static func boxRadius(sigmaPixels sigma: CGFloat) -> Int {
    let small = sigma / CGFloat(downsample)
    return max(1, Int((((1 + 4 * small * small).squareRoot() - 1) / 2).rounded()))
  }

  /// Draws `blur` on `renderer` at `scale` pixels per point, after `flush` has drawn the
  /// geometry batched so far; nothing when `hidden` (clipped away).
  @MainActor
  static func draw(
    _ blur: BackdropBlur, on renderer: OpaquePointer, scale: CGFloat, hidden: Bool,
    flush: () -> Void
  ) {
    flush()
    guard !hidden else { return }
    let transform = blur.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    var outputWidth: Int32 = 0
    var outputHeight: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
    let corners = [
      CGPoint(x: blur.rect.minX, y: blur.rect.minY), CGPoint(x: blur.rect.maxX, y: blur.rect.minY),
      CGPoint(x: blur.rect.minX, y: blur.rect.maxY), CGPoint(x: blur.rect.maxX, y: blur.rect.maxY),
    ].map { $0.applying(transform) }
    let box = blur.rect.applying(transform)
    // The screen it may sample, in pixels: its limit, within the output.
    let screen = blur.limit.map { $0.applying(CGAffineTransform(scaleX: scale, y: scale)) }
    let left = max(Int((screen?.minX ?? 0).rounded()), 0)
    let top = max(Int((screen?.minY ?? 0).rounded()), 0)
    let right = min(Int((screen?.maxX ?? CGFloat(outputWidth)).rounded()), Int(outputWidth))
    let bottom = min(Int((screen?.maxY ?? CGFloat(outputHeight)).rounded()), Int(outputHeight))
    // The pixels the result covers, and the larger region read back for it.
    let x0 = max(Int(box.minX.rounded(.down)), left)
    let y0 = max(Int(box.minY.rounded(.down)), top)
    let x1 = min(Int(box.maxX.rounded(.up)), right)
    let y1 = min(Int(box.maxY.rounded(.up)), bottom)
    guard x1 > x0, y1 > y0 else { return }
    let k = boxRadius(sigmaPixels: blur.radius * scale)
    let margin = passes * k * downsample + downsample
    let region = (
      x: max(x0 - margin, left), y: max(y0 - margin, top),
      maxX: min(x1 + margin, right), maxY: min(y1 + margin, bottom)
    )
    let width = region.maxX - region.x
    let height = region.maxY - region.y
    var pixels = [UInt32](repeating: 0, count: width * height)
    var readRect = SDL_Rect(
      x: Int32(region.x), y: Int32(region.y), w: Int32(width), h: Int32(height))
    guard
      SDL_RenderReadPixels(
        renderer, &readRect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, Int32(width * 4)) == 0
    else { return }

    var image = SmallImage(downsampling: pixels, width: width, height: height, factor: downsample)
    for _ in 0..<passes { image.boxBlur(radius: k) }
    let outWidth = x1 - x0
    let outHeight = y1 - y0
    let result = image.upsampled(
      factor: downsample, origin: (x0 - region.x, y0 - region.y), width: outWidth,
      height: outHeight)

    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(outWidth), Int32(outHeight))
    else { return }
    defer { SDL_DestroyTexture(texture) }
    SDL_UpdateTexture(texture, nil, result, Int32(outWidth * 4))
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)

    let alpha = UInt8((min(max(blur.opacity, 0), 1) * 255).rounded())
    let tintBytes = blur.tint.bytes
    let vertices = { (color: SDL_Color) in
      corners.map { point in
        SDL_Vertex(
          position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color,
          tex_coord: SDL_FPoint(
            x: Float((point.x - CGFloat(x0)) / CGFloat(outWidth)),
            y: Float((point.y - CGFloat(y0)) / CGFloat(outHeight))))
      }
    }
    let indices: [Int32] = [0, 1, 2, 1, 3, 2]
    SDL_RenderGeometry(
      renderer, texture, vertices(SDL_Color(r: 255, g: 255, b: 255, a: alpha)), 4, indices, 6)
    if tintBytes.a > 0 {
      let tint = SDL_Color(r: tintBytes.r, g: tintBytes.g, b: tintBytes.b, a: tintBytes.a)
      SDL_RenderGeometry(renderer, nil, vertices(tint), 4, indices, 6)
    }
  }
}

/// Three channels of a downsampled image, 8-bit values in Int32s.
private struct SmallImage {
  let width: Int
  let height: Int
  var channels: [[Int32]]

  /// Each pixel is the rounded mean of a `factor`×`factor` block (smaller at the edges).
  init(downsampling pixels: [UInt32], width: Int, height: Int, factor: Int) {
    self.width = (width + factor - 1) / factor
    self.height = (height + factor - 1) / factor
    var sums = [[Int32]](
      repeating: [Int32](repeating: 0, count: self.width * self.height), count: 3)
    var counts = [Int32](repeating: 0, count: self.width * self.height)
    for y in 0..<height {
      let row = (y / factor) * self.width
      for x in 0..<width {
        let pixel = pixels[y * width + x]
        let index = row + x / factor
        sums[0][index] += Int32((pixel >> 16) & 0xFF)
        sums[1][index] += Int32((pixel >> 8) & 0xFF)
        sums[2][index] += Int32(pixel & 0xFF)
        counts[index] += 1
      }
    }
    for channel in 0..<3 {
      for index in counts.indices {
        sums[channel][index] = (sums[channel][index] + counts[index] / 2) / counts[index]
      }
    }
    channels = sums
  }

  /// One horizontal and one vertical box pass of `radius`, edges clamped.
  mutating func boxBlur(radius: Int) {
    for channel in 0..<3 {
      channels[channel] = Self.pass(
        channels[channel], count: height, length: width, stride: 1, lineStride: width,
        radius: radius)
      channels[channel] = Self.pass(
        channels[channel], count: width, length: height, stride: width, lineStride: 1,
        radius: radius)
    }
  }

  /// A running-sum box filter along `count` lines of `length` samples.
  private static func pass(
    _ values: [Int32], count: Int, length: Int, stride: Int, lineStride: Int, radius: Int
  ) -> [Int32] {
    var out = values
    let span = Int32(2 * radius + 1)
    for line in 0..<count {
      let base = line * lineStride
      func at(_ i: Int) -> Int32 { values[base + min(max(i, 0), length - 1) * stride] }
      var sum: Int32 = 0
      for i in -radius...radius { sum += at(i) }
      for i in 0..<length {
        out[base + i * stride] = (sum + span / 2) / span
        sum += at(i + radius + 1) - at(i - radius)
      }
    }
    return out
  }

  /// Bilinear upsampling by `factor` (8-bit fixed-point weights) of the region starting at
  /// `origin` full-resolution pixels, as opaque ARGB8888.
  func upsampled(factor: Int, origin: (x: Int, y: Int), width: Int, height: Int) -> [UInt32] {
    // Full-resolution pixel p samples the small image at (p + 0.5) / factor − 0.5.
    func coordinate(_ p: Int, limit: Int) -> (Int, Int32) {
      let fixed = min(max(((2 * p + 1) * 256) / (2 * factor) - 128, 0), (limit - 1) * 256)
      return (fixed >> 8, Int32(fixed & 0xFF))
    }
    let xs = (0..<width).map { coordinate(origin.x + $0, limit: self.width) }
    let stride = self.width
    var out = [UInt32](repeating: 0xFF00_0000, count: width * height)
    for (channel, c) in channels.enumerated() {
      let shift = UInt32(16 - 8 * channel)
      c.withUnsafeBufferPointer { c in
        for y in 0..<height {
          let (sy, fy) = coordinate(origin.y + y, limit: self.height)
          let row0 = sy * stride
          let row1 = min(sy + 1, self.height - 1) * stride
          for x in 0..<width {
            let (sx, fx) = xs[x]
            let sx1 = min(sx + 1, stride - 1)
            let top = c[row0 + sx] * (256 - fx) + c[row0 + sx1] * fx
            let bottom = c[row1 + sx] * (256 - fx) + c[row1 + sx1] * fx
            out[y * width + x] |= UInt32((top * (256 - fy) + bottom * fy + 32768) >> 16) << shift
          }
        }
      }
    }
    return out
  }
}
