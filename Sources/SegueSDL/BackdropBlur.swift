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
///
/// Its buffers and texture are kept between frames (a renderer owns one pass), so a steady
/// frame allocates nothing here.
@MainActor
final class BackdropBlurPass {
  static let downsample = 4
  static let passes = 3

  let renderer: OpaquePointer
  /// The read-back region, ARGB8888.
  private(set) var pixels: [UInt32] = []
  /// The downsampled image (red, green, blue and an unused lane per pixel), and an image to
  /// box filter into.
  private var small: [SIMD4<Int32>] = []
  private var spare: [SIMD4<Int32>] = []
  /// Each output column's source column and weight, and the small rows interpolated across
  /// to the output columns.
  private var columns: [(Int, Int32)] = []
  private var across: [SIMD4<Int32>] = []
  private(set) var result: [UInt32] = []
  private var texture: OpaquePointer?
  /// The composited path's state (`BackdropBlurPass+Composite`): for each pixel of the box,
  /// the texel SDL would sample there (-1: a pixel it would not draw), learnt for the tiles
  /// `mappedVertices` (relative to the box) over a box `mappedSize`; the blended pixels and
  /// their texture.
  var texelMap: [Int32] = []
  var mappedVertices: [SDL_Vertex] = []
  var mappedSize = (width: 0, height: 0)
  var composed: [UInt32] = []
  var composedTexture: OpaquePointer?
  var composedSize = (width: 0, height: 0)
  /// The tiles the result is drawn with.
  private(set) var vertices: [SDL_Vertex] = []
  private(set) var indices: [Int32] = []
  private var textureSize = (width: 0, height: 0)

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  isolated deinit {
    if let texture { SDL_DestroyTexture(texture) }
    if let composedTexture { SDL_DestroyTexture(composedTexture) }
  }

  /// Box radius, in downsampled pixels, for a blur of about `sigma` pixels: three boxes of
  /// radius k have a variance of k(k + 1) (downsampled pixels squared).
  static func boxRadius(sigmaPixels sigma: CGFloat) -> Int {
    let small = sigma / CGFloat(downsample)
    return max(1, Int((((1 + 4 * small * small).squareRoot() - 1) / 2).rounded()))
  }

  /// Draws `blur` at `scale` pixels per point, after `flush` has drawn the geometry batched
  /// so far; nothing when `hidden` (clipped away).
  func draw(_ blur: BackdropBlur, scale: CGFloat, hidden: Bool, flush: () -> Void) {
    flush()
    guard !hidden else { return }
    let transform = blur.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    var outputWidth: Int32 = 0
    var outputHeight: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
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
    let k = Self.boxRadius(sigmaPixels: blur.radius * scale)
    let margin = Self.passes * k * Self.downsample + Self.downsample
    let region = (
      x: max(x0 - margin, left), y: max(y0 - margin, top),
      maxX: min(x1 + margin, right), maxY: min(y1 + margin, bottom)
    )
    let width = region.maxX - region.x
    let height = region.maxY - region.y
    Self.resize(&pixels, to: width * height, filling: 0)
    var readRect = SDL_Rect(
      x: Int32(region.x), y: Int32(region.y), w: Int32(width), h: Int32(height))
    guard
      SDL_RenderReadPixels(
        renderer, &readRect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, Int32(width * 4)) == 0
    else { return }

    let small = downsample(width: width, height: height)
    for _ in 0..<Self.passes { boxBlur(small, radius: k) }
    let outWidth = x1 - x0
    let outHeight = y1 - y0
    upsample(small, origin: (x0 - region.x, y0 - region.y), width: outWidth, height: outHeight)
    guard let texture = resultTexture(width: outWidth, height: outHeight) else { return }
    let alpha = UInt8((min(max(blur.opacity, 0), 1) * 255).rounded())
    let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
    let tiles = Self.tiles(
      area: abs(transform.a * transform.d - transform.b * transform.c) * blur.rect.width
        * blur.rect.height, textureExtent: max(outWidth, outHeight))
    // A grid of (tiles + 1)² vertices over the rect, shared by neighbouring tiles.
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    for row in 0...tiles {
      for column in 0...tiles {
        let point = CGPoint(
          x: blur.rect.minX + blur.rect.width * CGFloat(column) / CGFloat(tiles),
          y: blur.rect.minY + blur.rect.height * CGFloat(row) / CGFloat(tiles)
        ).applying(transform)
        vertices.append(
          SDL_Vertex(
            position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: white,
            tex_coord: SDL_FPoint(
              x: Float((point.x - CGFloat(x0)) / CGFloat(outWidth)),
              y: Float((point.y - CGFloat(y0)) / CGFloat(outHeight)))))
      }
    }
    let columns = Int32(tiles + 1)
    for row in Int32(0)..<Int32(tiles) {
      for column in Int32(0)..<Int32(tiles) {
        let topLeft = row * columns + column
        indices.append(topLeft)
        indices.append(topLeft + 1)
        indices.append(topLeft + columns)
        indices.append(topLeft + 1)
        indices.append(topLeft + columns + 1)
        indices.append(topLeft + columns)
      }
    }
    // Unrotated on whole pixels (the usual full-screen or view-sized backdrop): blend here and
    // copy, instead of SDL's generic per-pixel path for a modulated texture.
    let onPixels =
      transform.b == 0 && transform.c == 0
      && box == CGRect(x: x0, y: y0, width: outWidth, height: outHeight)
    if !onPixels
      || !drawComposited(
        alpha: alpha,
        box: SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(outWidth), h: Int32(outHeight)),
        beneath: (x0 - region.x, y0 - region.y, width))
    {
      SDL_RenderGeometry(
        renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }
    let tint = blur.tint.bytes
    guard tint.a > 0 else { return }
    let color = SDL_Color(r: tint.r, g: tint.g, b: tint.b, a: tint.a)
    for index in vertices.indices { vertices[index].color = color }
    SDL_RenderGeometry(
      renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
  }

  /// Tiles a side for drawing a texture `textureExtent` texels across over `area` square
  /// pixels: SDL 2.26's software renderer multiplies a triangle's doubled fixed-point area
  /// (4 × its area in pixels) by texel coordinates in 32-bit integers, which overflows for
  /// large textures on large triangles (a full-screen blur at scale 2). One tile (two
  /// triangles) while the product stays under 2³¹; otherwise enough to keep each tile's
  /// under 2³⁰.
  static func tiles(area: CGFloat, textureExtent: Int) -> Int {
    let product = 4 * Double(area) * Double(textureExtent + 1)
    guard product >= Double(1 << 31) else { return 1 }
    return Int((product / Double(1 << 30)).squareRoot().rounded(.up))
  }

  /// The downsampled image's size; `small` holds it, each pixel the rounded mean of a
  /// `downsample`×`downsample` block (smaller at the edges).
  private func downsample(width: Int, height: Int) -> (width: Int, height: Int) {
    let factor = Self.downsample
    let smallWidth = (width + factor - 1) / factor
    let smallHeight = (height + factor - 1) / factor
    let count = smallWidth * smallHeight
    Self.resize(&small, to: count, filling: .zero)
    Self.resize(&spare, to: count, filling: .zero)
    let channels = SIMD4<UInt32>(16, 8, 0, 0)
    let mask = SIMD4<UInt32>(0xFF, 0xFF, 0xFF, 0)
    pixels.withUnsafeBufferPointer { pixels in
      small.withUnsafeMutableBufferPointer { sums in
        for index in 0..<count { sums[index] = .zero }
        for y in 0..<height {
          let row = (y / factor) * smallWidth
          for x in 0..<width {
            let pixel = SIMD4(repeating: pixels[y * width + x]) &>> channels & mask
            sums[row + x / factor] &+= SIMD4<Int32>(truncatingIfNeeded: pixel)
          }
        }
        for smallY in 0..<smallHeight {
          let rows = min(factor, height - smallY * factor)
          for smallX in 0..<smallWidth {
            // The block's pixel count: full inside, cut at the right and bottom edges.
            let pixels = Int32(rows * min(factor, width - smallX * factor))
            let index = smallY * smallWidth + smallX
            sums[index] = Divisor(pixels)(sums[index] &+ pixels / 2)
          }
        }
      }
    }
    return (smallWidth, smallHeight)
  }

  /// One horizontal and one vertical box pass of `radius`, edges clamped.
  private func boxBlur(_ size: (width: Int, height: Int), radius: Int) {
    small.withUnsafeMutableBufferPointer { small in
      spare.withUnsafeMutableBufferPointer { spare in
        Self.pass(
          from: small, to: spare, count: size.height, length: size.width, stride: 1,
          lineStride: size.width, radius: radius)
        Self.pass(
          from: spare, to: small, count: size.width, length: size.height, stride: size.width,
          lineStride: 1, radius: radius)
      }
    }
  }

  /// A running-sum box filter along `count` lines of `length` samples.
  private static func pass(
    from values: UnsafeMutableBufferPointer<SIMD4<Int32>>,
    to out: UnsafeMutableBufferPointer<SIMD4<Int32>>,
    count: Int, length: Int, stride: Int, lineStride: Int, radius: Int
  ) {
    let span = Int32(2 * radius + 1)
    let divide = Divisor(span)
    for line in 0..<count {
      let base = line * lineStride
      func at(_ i: Int) -> SIMD4<Int32> { values[base + min(max(i, 0), length - 1) * stride] }
      var sum = SIMD4<Int32>.zero
      for i in -radius...radius { sum &+= at(i) }
      for i in 0..<length {
        out[base + i * stride] = divide(sum &+ span / 2)
        sum &+= at(i + radius + 1) &- at(i - radius)
      }
    }
  }

  /// Bilinear upsampling by `downsample` (8-bit fixed-point weights) into `result`, opaque
  /// ARGB8888, of the region starting at `origin` full-resolution pixels. Separable: each
  /// small row is first interpolated across to every output column (exact integers, no
  /// rounding), then each output pixel blends two of those rows, so the result is the same
  /// as blending four samples per pixel, at half the arithmetic.
  private func upsample(
    _ size: (width: Int, height: Int), origin: (x: Int, y: Int), width: Int, height: Int
  ) {
    let factor = Self.downsample
    // Full-resolution pixel p samples the small image at (p + 0.5) / factor − 0.5.
    func coordinate(_ p: Int, limit: Int) -> (Int, Int32) {
      let fixed = min(max(((2 * p + 1) * 256) / (2 * factor) - 128, 0), (limit - 1) * 256)
      return (fixed >> 8, Int32(fixed & 0xFF))
    }
    columns.removeAll(keepingCapacity: true)
    for x in 0..<width { columns.append(coordinate(origin.x + x, limit: size.width)) }
    Self.resize(&result, to: width * height, filling: 0)
    Self.resize(&across, to: width * size.height, filling: .zero)
    let stride = size.width
    let shifts = SIMD4<UInt32>(16, 8, 0, 0)
    small.withUnsafeBufferPointer { small in
      columns.withUnsafeBufferPointer { columns in
        across.withUnsafeMutableBufferPointer { across in
          // across[row · width + x]: small row `row` at output column x, ×256.
          for row in 0..<size.height {
            for x in 0..<width {
              let (sx, fx) = columns[x]
              let sample = row * stride
              across[row * width + x] =
                small[sample + sx] &* (256 - fx) &+ small[sample + min(sx + 1, stride - 1)] &* fx
            }
          }
          result.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
              let (sy, fy) = coordinate(origin.y + y, limit: size.height)
              let top = sy * width
              let bottom = min(sy + 1, size.height - 1) * width
              for x in 0..<width {
                let value =
                  (across[top + x] &* (256 - fy) &+ across[bottom + x] &* fy &+ 32768) &>> 16
                let channels = SIMD4<UInt32>(truncatingIfNeeded: value) &<< shifts
                out[y * width + x] = 0xFF00_0000 | channels[0] | channels[1] | channels[2]
              }
            }
          }
        }
      }
    }
  }

  /// The texture, resized if needed, holding `result`.
  private func resultTexture(width: Int, height: Int) -> OpaquePointer? {
    if textureSize != (width, height) || texture == nil {
      if let texture { SDL_DestroyTexture(texture) }
      texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(width), Int32(height))
      guard let texture else { return nil }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      textureSize = (width, height)
    }
    guard let texture else { return nil }
    SDL_UpdateTexture(texture, nil, result, Int32(width * 4))
    return texture
  }

  /// Grows `buffer` to `count` elements (never shrinks it: its storage is reused).
  static func resize<Element>(_ buffer: inout [Element], to count: Int, filling: Element) {
    if buffer.count < count {
      buffer.append(contentsOf: repeatElement(filling, count: count - buffer.count))
    }
  }
}

/// Division of non-negative lanes below 2³² / divisor by a fixed divisor, as a multiply and
/// a shift: exact there (the rounding error stays under 1 / divisor), and far cheaper than
/// four integer divisions.
private struct Divisor {
  let multiplier: UInt64

  init(_ divisor: Int32) {
    multiplier = (1 << 32) / UInt64(divisor) + 1
  }

  func callAsFunction(_ value: SIMD4<Int32>) -> SIMD4<Int32> {
    func lane(_ v: Int32) -> Int32 { Int32(truncatingIfNeeded: (UInt64(v) &* multiplier) >> 32) }
    return SIMD4(lane(value[0]), lane(value[1]), lane(value[2]), lane(value[3]))
  }
}
