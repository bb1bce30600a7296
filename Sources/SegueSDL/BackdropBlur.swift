import CCairo
import CPixelKernels
import Foundation
import Segue

/// Draws a `BackdropBlur`: reads the pixels already drawn under the blur's rect and a
/// margin, so content just outside bleeds in as it does on iOS (opaque, as a frame is, so
/// premultiplied and straight are the same there), downsamples them ×4 per
/// point of pixel scale (as Core Animation blurs at reduced resolution: the radius in pixels
/// grows with the scale, so the downsampled image and its blur stay the same size), runs
/// three box-blur passes each way (three boxes approximate a Gaussian), blends the tint
/// over the small blurred image with the blur's opacity (and an enclosing group's) into a
/// premultiplied image, and paints that scaled back up with cairo's bilinear filter straight
/// into the frame: one pass at full resolution, through the command's rect and transform
/// (cairo clips it to the rect exactly, rotated or not, and to the clips in force). At
/// scale 3 the upsample, the tint and a group each were a pass over 12 MB. Integer
/// arithmetic, and pixman's fixed-point bilinear filter, so a frame is the same on every
/// run. Where the clip is rectangles of whole pixels and the sampling exact (the usual
/// case: a full-screen backdrop at scale 1 or 2), the paint is `segue_blur_paint`, cairo's
/// bilinear paint byte for byte at a third of its cost; otherwise cairo paints. The blocks
/// under it known to hold one opaque color (`PlainBlocks`) are not drawn before it: it
/// takes their color without reading them, and its own paint draws them as it goes.
///
/// Square: it ignores corner radii.
///
/// Its buffers, and the cairo surface over its result, are kept between frames (a renderer
/// owns one pass); a steady frame allocates here only when cairo paints: its clip's region,
/// and the pixman image it makes for a scaled source (BENCHMARKS.md).
@MainActor
final class BackdropBlurPass {
  /// Downsampling per point of pixel scale (at scale 1, ×4).
  static let downsamplePerPoint = 4
  static let passes = 3

  /// The filter's images (`BackdropBlurPass+Filter`): the downsampled one, four Int32 a
  /// pixel (red, green, blue, unused), and one to box filter into; the blurred result, the
  /// downsampled size, one premultiplied ARGB32 word a pixel (`Blend`).
  var small: [Int32] = []
  var spare: [Int32] = []
  var result: [UInt32] = []
  /// The kernels' scratch: a block row's column sums while downsampling; the columns'
  /// samples and a row's texels while painting.
  var rows: [UInt16] = []
  var paintScratch: [UInt8] = []
  /// False paints through cairo whatever the clip (the same pixels; for comparing).
  var paintsItself = true
  /// Whether the last blur drawn was painted by `segue_blur_paint` (for tests).
  private(set) var paintedItself = false
  /// `result` as cairo reads it.
  let resultSurface = BufferSurface()

  /// The downsampling of the draw in progress: pixels a side of one downsampled pixel.
  var factor = downsamplePerPoint

  /// The downsampling at `scale` pixels per point: ×4 per whole point of scale.
  static func factor(scale: CGFloat) -> Int {
    downsamplePerPoint * Int(min(max(scale.rounded(.down), 1), 16))
  }

  /// Whether cairo's bilinear filter samples the small image at exactly the same place for
  /// a pixel whatever box of pixels it is painted in: when the step between pixels, one
  /// `factor`th of a small pixel, is exact in pixman's 16.16 fixed point (×4 and ×8, not
  /// ×12 at scale 3), it does not accumulate rounding along a row or down the rows from the
  /// box's corner. Only then is the paint cut around a card (`FrameRenderer.blurCover`).
  static func samplesExactly(_ factor: Int) -> Bool { (1 << 16) % factor == 0 }

  /// Box radius, in downsampled pixels, for a blur of about `sigma` pixels downsampled
  /// `factor` times: three boxes of radius k have a variance of k(k + 1) (downsampled
  /// pixels squared).
  static func boxRadius(sigmaPixels sigma: CGFloat, factor: Int) -> Int {
    let small = sigma / CGFloat(factor)
    return max(1, Int((((1 + 4 * small * small).squareRoot() - 1) / 2).rounded()))
  }

  /// Where a blur paints and what it reads, in a frame's pixels.
  struct Geometry {
    /// The pixels its result covers: its rect's box within the screen it may sample.
    let covered: CGRect
    /// The larger region read for it (a margin around `covered`, within that screen), whose
    /// corner the downsampling's blocks start from.
    let region: CGRect
    /// The downsampling and the box passes' radius, in downsampled pixels.
    let factor: Int
    let radius: Int
  }

  /// `blur`'s geometry in a `width`×`height` frame at `scale`; nil when it covers no pixel.
  static func geometry(
    of blur: BackdropBlur, scale: CGFloat, width: Int, height: Int
  ) -> Geometry? {
    let transform = blur.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let box = blur.rect.applying(transform)
    // The screen it may sample, in pixels: its limit, within the output.
    let screen = blur.limit.map { $0.applying(CGAffineTransform(scaleX: scale, y: scale)) }
    let left = max(Int((screen?.minX ?? 0).rounded()), 0)
    let top = max(Int((screen?.minY ?? 0).rounded()), 0)
    let right = min(Int((screen?.maxX ?? CGFloat(width)).rounded()), width)
    let bottom = min(Int((screen?.maxY ?? CGFloat(height)).rounded()), height)
    // The pixels the result covers, and the larger region read for it.
    let x0 = max(Int(box.minX.rounded(.down)), left)
    let y0 = max(Int(box.minY.rounded(.down)), top)
    let x1 = min(Int(box.maxX.rounded(.up)), right)
    let y1 = min(Int(box.maxY.rounded(.up)), bottom)
    guard x1 > x0, y1 > y0 else { return nil }
    let factor = Self.factor(scale: scale)
    let k = Self.boxRadius(sigmaPixels: blur.radius * scale, factor: factor)
    let margin = Self.passes * k * factor + factor
    let (regionX, regionY) = (max(x0 - margin, left), max(y0 - margin, top))
    return Geometry(
      covered: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
      region: CGRect(
        x: regionX, y: regionY, width: min(x1 + margin, right) - regionX,
        height: min(y1 + margin, bottom) - regionY),
      factor: factor, radius: k)
  }

  /// Draws `blur` into `frame`'s surface at its scale, as if in a group of `groupOpacity`
  /// (0…1) holding only it. The blocks `frame.plainBlocks` knows the color of are taken as
  /// that color, unread, and are drawn before anything reads them.
  func draw(_ blur: BackdropBlur, groupOpacity: CGFloat, in frame: FrameRenderer) {
    paintedItself = false
    let plain = frame.plainBlocks
    // Whatever is painted, no block is left undrawn after the blur.
    defer { plain.drawAll(in: frame, sparing: frame.blurCover) }
    let blend = Blend(
      opacity: Double(blur.opacity), tint: blur.tint, groupOpacity: Double(groupOpacity))
    guard blend.alpha > 0,
      let geometry = Self.geometry(
        of: blur, scale: frame.scale, width: frame.width, height: frame.height)
    else { return }
    factor = geometry.factor
    let region = geometry.region
    let covered = geometry.covered
    cairo_surface_flush(frame.surface)
    let (x, y) = (Int(region.minX), Int(region.minY))
    let read = PixelRegion(
      base: UnsafeMutableRawPointer(mutating: frame.pixels) + y * frame.stride + x * 4,
      width: Int(region.width), height: Int(region.height), stride: frame.stride)
    let small = downsample(read, knowing: plain)
    for _ in 0..<Self.passes { boxBlur(small, radius: geometry.radius) }
    pack(small, blend)

    // The pixels it covers less those an opaque fill paints over next (a card over its
    // backdrop): the box around them, in up to four rectangles of whole pixels.
    let hidden = Self.samplesExactly(factor) ? frame.blurCover.intersection(covered) : .null
    paintedItself =
      paintsItself
      && paintOwnBoxes(
        covered, less: hidden, of: blur, small, at: (x, y), alpha: blend.alpha, in: frame)
    guard !paintedItself else { return }
    let context = frame.context
    cairo_save(context)
    defer { cairo_restore(context) }
    frame.use(blur.transform)
    let r = blur.rect
    cairo_rectangle(context, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    cairo_clip(context)
    cairo_identity_matrix(context)
    Self.forEachPiece(of: covered, less: hidden) { piece in
      cairo_rectangle(
        context, Double(piece.minX), Double(piece.minY), Double(piece.width),
        Double(piece.height))
    }
    cairo_clip(context)
    // cairo reads what it paints over.
    plain.drawAll(in: frame, sparing: frame.blurCover)
    paintThroughCairo(small, at: (x, y), in: frame)
  }

  /// Calls `body` with `covered` less `hidden` (within it, or null) as up to four
  /// rectangles: above, below, left and right of it.
  static func forEachPiece(of covered: CGRect, less hidden: CGRect, _ body: (CGRect) -> Void) {
    guard !hidden.isNull, !hidden.isEmpty else { return body(covered) }
    // Corners, not an array: a frame's draw allocates nothing.
    func piece(_ x: CGFloat, _ y: CGFloat, _ maxX: CGFloat, _ maxY: CGFloat) {
      guard maxX > x, maxY > y else { return }
      body(CGRect(x: x, y: y, width: maxX - x, height: maxY - y))
    }
    piece(covered.minX, covered.minY, covered.maxX, hidden.minY)
    piece(covered.minX, hidden.maxY, covered.maxX, covered.maxY)
    piece(covered.minX, hidden.minY, hidden.minX, hidden.maxY)
    piece(hidden.maxX, hidden.minY, covered.maxX, hidden.maxY)
  }

  /// Paints the packed result (every pixel of alpha `alpha`) over `covered` less `hidden`
  /// (frame pixels) within the blur's rect and the clip itself (`segue_blur_paint`, cairo's
  /// bilinear paint byte for byte); false, having painted nothing, where that would not be
  /// exact: a rect that is not whole pixels on screen (a rotated one, or one between
  /// pixels), a clip that is not one rectangle of whole pixels or a context drawing into
  /// anything but the frame (`wholePixelClipInFrame`), a downsampling whose sample positions
  /// are not exact in pixman's fixed point, an operator other than OVER. The clip is the
  /// renderer's own account of it: asking cairo for its rectangles made three blocks a draw.
  private func paintOwnBoxes(
    _ covered: CGRect, less hidden: CGRect, of blur: BackdropBlur,
    _ small: (width: Int, height: Int),
    at origin: (x: Int, y: Int), alpha: Int, in frame: FrameRenderer
  ) -> Bool {
    guard Self.samplesExactly(factor), cairo_get_operator(frame.context) == CAIRO_OPERATOR_OVER,
      let clip = frame.wholePixelClipInFrame(),
      let rect = frame.wholePixels(of: blur.rect, under: blur.transform)
    else { return false }
    let inside = clip.intersection(rect)
    // The known blocks within are drawn by the paint, the rest now.
    let plain = frame.plainBlocks
    let restores =
      plain.tile(small)
      && plain.leave(inside.intersection(covered), toPaintSparing: frame.blurCover, in: frame)
    if !restores { plain.drawAll(in: frame, sparing: frame.blurCover) }
    Self.resize(
      &paintScratch, to: segue_blur_paint_scratch_size(Int32(covered.width)), filling: 0)
    let pixels = UnsafeMutableRawPointer(mutating: frame.pixels)
    result.withUnsafeBufferPointer { image in
      plain.colors.withUnsafeBufferPointer { colors in
        paintScratch.withUnsafeMutableBytes { scratch in
          Self.forEachPiece(of: covered, less: hidden) { piece in
            let box = piece.intersection(inside)
            guard !box.isNull, !box.isEmpty else { return }
            segue_blur_paint(
              pixels.assumingMemoryBound(to: UInt8.self), frame.stride, Int32(box.minX),
              Int32(box.minY), Int32(box.maxX), Int32(box.maxY), image.baseAddress,
              Int32(small.width), Int32(small.height), Int32(factor), Int32(origin.x),
              Int32(origin.y), Int32(alpha), restores ? colors.baseAddress : nil,
              scratch.baseAddress)
          }
        }
      }
    }
    if restores { plain.forget() }
    cairo_surface_mark_dirty(frame.surface)
    return true
  }

  /// Paints the packed result through cairo's bilinear filter over the context's clip.
  private func paintThroughCairo(
    _ small: (width: Int, height: Int), at origin: (x: Int, y: Int), in frame: FrameRenderer
  ) {
    let context = frame.context
    result.withUnsafeMutableBytes { bytes in
      let image = resultSurface.surface(
        over: bytes.baseAddress!, format: CAIRO_FORMAT_ARGB32, width: small.width,
        height: small.height, stride: small.width * 4)
      cairo_set_source_surface(context, image, 0, 0)
      // Frame pixel p (its centre p + 0.5) samples the small image at
      // (p + 0.5 − region's corner) / factor, less half a texel: a small pixel's centre
      // lies at the centre of the block it was averaged from. Padded: the edges repeat.
      let pattern = cairo_get_source(context)
      let shrink = 1 / Double(factor)
      var matrix = cairo_matrix_t(
        xx: shrink, yx: 0, xy: 0, yy: shrink, x0: -Double(origin.x) * shrink,
        y0: -Double(origin.y) * shrink)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_paint(context)
      // The source must not outlive the buffer it reads.
      cairo_set_source_rgba(context, 0, 0, 0, 0)
    }
  }

  /// Grows `buffer` to `count` elements, all `filling` (never shrinks it: its storage is
  /// reused; callers overwrite what they use).
  static func resize<Element>(_ buffer: inout [Element], to count: Int, filling: Element) {
    if buffer.count < count { buffer = Array(repeating: filling, count: count) }
  }
}
