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
  var pixels: [UInt32] = []
  /// The filter's images (`BackdropBlurPass+Filter`): the downsampled one, four Int32 a
  /// pixel (red, green, blue, unused), and one to box filter into; each output column's
  /// source column and weight; the small rows interpolated across to the output columns; the
  /// blurred result, opaque ARGB8888.
  var small: [Int32] = []
  var spare: [Int32] = []
  var columns: [Int] = []
  var weights: [Int32] = []
  var across: [Int32] = []
  var result: [UInt32] = []
  private let resultTexture: ReusedTexture
  /// The composited path's state (`BackdropBlurPass+Composite`): for each pixel of the box,
  /// the texel SDL would sample there (-1: a pixel it would not draw), learnt for the tiles
  /// `mappedVertices` (relative to the box) over a box `mappedSize`; the blended pixels and
  /// their texture.
  var texelMap: [Int32] = []
  var mappedVertices: [SDL_Vertex] = []
  var mappedSize = (width: 0, height: 0)
  var composed: [UInt32] = []
  let composedTexture: ReusedTexture
  /// The tiles the result is drawn with.
  private(set) var vertices: [SDL_Vertex] = []
  private(set) var indices: [Int32] = []

  init(renderer: OpaquePointer) {
    self.renderer = renderer
    resultTexture = ReusedTexture(
      renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, blend: SDL_BLENDMODE_BLEND)
    composedTexture = ReusedTexture(
      renderer: renderer, format: SDL_PIXELFORMAT_RGB888, blend: SDL_BLENDMODE_NONE)
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
    guard let texture = resultTexture.sized(width: outWidth, height: outHeight) else { return }
    SDL_UpdateTexture(texture, nil, result, Int32(outWidth * 4))
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

  /// Grows `buffer` to `count` elements, all `filling` (never shrinks it: its storage is
  /// reused; callers overwrite what they use).
  static func resize<Element>(_ buffer: inout [Element], to count: Int, filling: Element) {
    if buffer.count < count { buffer = Array(repeating: filling, count: count) }
  }
}
