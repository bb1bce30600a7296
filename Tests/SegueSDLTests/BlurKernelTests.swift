import CCairo
import CPixelKernels
import Foundation
import Segue
import SegueDemos
import Testing

@testable import SegueSDL

/// The blur's C kernels (`CPixelKernels`). Its own bilinear paint (`segue_blur_paint`: the
/// widest loop the CPU has, AVX2 on this one if `segue_has_avx2`, the SSE2 loop and the
/// portable one) is byte for byte cairo's paint of the same image through the same matrix,
/// bilinear and padded, OVER the frame: for images of every alpha, boxes reaching past the
/// image's edges on every side, and each downsampling whose sampling is exact (×4, ×8, ×16);
/// and a frame drawn with it is the frame drawn through cairo. The box pass (two lines at a
/// time with AVX2, one with SSE2) is the portable one's, and the downsampling gives each
/// block's rounded mean.
@MainActor
@Suite struct BlurKernelTests {
  /// A premultiplied image: random colors, each at most its alpha; the alpha either the
  /// same everywhere (as the blur packs it: `alpha`, or random) or random.
  private func image(
    width: Int, height: Int, uniformAlpha: Bool, alpha: Int? = nil, _ noise: inout Noise
  ) -> [UInt32] {
    let shared = alpha ?? noise.below(256)
    return (0..<width * height).map { _ in
      let alpha = uniformAlpha ? shared : noise.below(256)
      let (r, g, b) = (noise.below(alpha + 1), noise.below(alpha + 1), noise.below(alpha + 1))
      return UInt32(alpha << 24 | r << 16 | g << 8 | b)
    }
  }

  /// Paints `image` into a copy of `frame` (w × h ARGB32 pixels, rows `rowWords` words
  /// apart) over the box with cairo, as `BackdropBlurPass` did before it painted itself.
  private func cairoPaint(
    _ image: [UInt32], width: Int, height: Int, factor: Int, origin: (Int, Int),
    box: (Int, Int, Int, Int), over frame: [UInt32], size: (Int, Int), rowWords: Int
  ) -> [UInt32] {
    var out = frame
    var source = image
    out.withUnsafeMutableBytes { pixels in
      source.withUnsafeMutableBytes { bytes in
        let target = cairo_image_surface_create_for_data(
          pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
          Int32(size.0), Int32(size.1), Int32(rowWords * 4))!
        let small = cairo_image_surface_create_for_data(
          bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
          Int32(width), Int32(height), Int32(width * 4))!
        let context = cairo_create(target)!
        cairo_rectangle(
          context, Double(box.0), Double(box.1), Double(box.2 - box.0), Double(box.3 - box.1))
        cairo_clip(context)
        cairo_set_source_surface(context, small, 0, 0)
        let shrink = 1 / Double(factor)
        var matrix = cairo_matrix_t(
          xx: shrink, yx: 0, xy: 0, yy: shrink, x0: -Double(origin.0) * shrink,
          y0: -Double(origin.1) * shrink)
        cairo_pattern_set_matrix(cairo_get_source(context), &matrix)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_destroy(small)
        cairo_surface_finish(target)
        cairo_surface_destroy(target)
      }
    }
    return out
  }

  private typealias Kernel = (
    UnsafeMutablePointer<UInt8>?, Int, Int32, Int32, Int32, Int32, UnsafePointer<UInt32>?, Int32,
    Int32, Int32, Int32, Int32, Int32, UnsafePointer<UInt32>?, UnsafeMutableRawPointer?
  ) -> Void

  private func ownPaint(
    _ kernel: Kernel, _ image: [UInt32], width: Int, height: Int, factor: Int,
    origin: (Int, Int), box: (Int, Int, Int, Int), alpha: Int, under: [UInt32]?,
    over frame: [UInt32], rowWords: Int
  ) -> [UInt32] {
    var out = frame
    var scratch = [UInt8](repeating: 0, count: segue_blur_paint_scratch_size(Int32(box.2 - box.0)))
    out.withUnsafeMutableBytes { pixels in
      image.withUnsafeBufferPointer { image in
        (under ?? []).withUnsafeBufferPointer { colors in
          scratch.withUnsafeMutableBytes { scratch in
            kernel(
              pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), rowWords * 4,
              Int32(box.0), Int32(box.1), Int32(box.2), Int32(box.3), image.baseAddress,
              Int32(width), Int32(height), Int32(factor), Int32(origin.0), Int32(origin.1),
              Int32(alpha), under == nil ? nil : colors.baseAddress, scratch.baseAddress)
          }
        }
      }
    }
    return out
  }

  /// `frame` with the pixels of `box` whose block `under` gives a color (the texel a pixel
  /// falls in, clamped to the image, as the paint samples) set to it.
  private func restored(
    _ frame: [UInt32], under: [UInt32], width: Int, height: Int, factor: Int,
    origin: (Int, Int), box: (Int, Int, Int, Int), rowWords: Int
  ) -> [UInt32] {
    var out = frame
    for y in box.1..<box.3 {
      let row = max(0, min((y - origin.1) / factor, height - 1))
      for x in box.0..<box.2 {
        let color = under[row * width + max(0, min((x - origin.0) / factor, width - 1))]
        if color != 0 { out[y * rowWords + x] = color }
      }
    }
    return out
  }

  @Test(arguments: [4, 8, 16])
  func ownPaintIsCairosPaintByteForByte(factor: Int) {
    var noise = Noise(state: UInt64(factor))
    for round in 0..<24 {
      let (width, height) = (1 + noise.below(9), 1 + noise.below(9))
      // Uniform alphas include an opaque blur's and a blur faded out.
      let image = image(
        width: width, height: height, uniformAlpha: round % 2 == 0,
        alpha: [0: 255, 4: 0][round % 8], &noise)
      let size = (width * factor + 2 * factor + 7, height * factor + 2 * factor + 3)
      // Rows with unused words after them in every third case: a frame's stride may be wider
      // than its pixels; the words past a row must stay as they are.
      let rowWords = size.0 + (round % 3 == 1 ? 3 : 0)
      // Opaque frames, as the blur paints into, and translucent ones.
      let frame = (0..<rowWords * size.1).map { _ in
        UInt32(round % 3 == 0 ? 255 : noise.below(256)) << 24 | UInt32(noise.below(1 << 24))
      }
      // The image's corner anywhere from beyond the frame's left and top to well inside.
      let origin = (noise.below(3 * factor) - factor, noise.below(3 * factor) - factor)
      let x0 = noise.below(size.0)
      let y0 = noise.below(size.1)
      let box = (x0, y0, x0 + 1 + noise.below(size.0 - x0), y0 + 1 + noise.below(size.1 - y0))
      let painted = cairoPaint(
        image, width: width, height: height, factor: factor, origin: origin, box: box,
        over: frame, size: size, rowWords: rowWords)
      #expect(painted != frame || image[0] >> 24 == 0, "the case paints nothing: \(round)")
      // An image of one alpha is painted with it given, and without (as one of many).
      let alpha = round % 2 == 0 ? Int(image[0] >> 24) : -1
      // Every fourth case gives the colors of about half the frame's blocks (their pixels
      // left as noise): the paint sets them before painting over them, as if drawn.
      let under: [UInt32]? =
        round % 4 == 3
        ? (0..<width * height).map { _ in
          noise.below(2) == 0 ? 0xff00_0000 | UInt32(noise.below(1 << 24)) : 0
        } : nil
      let expected =
        under.map {
          cairoPaint(
            image, width: width, height: height, factor: factor, origin: origin, box: box,
            over: restored(
              frame, under: $0, width: width, height: height, factor: factor, origin: origin,
              box: box, rowWords: rowWords), size: size, rowWords: rowWords)
        } ?? painted
      let widest = segue_has_avx2() == 1 ? "AVX2" : "SSE2 or portable (no AVX2 here)"
      for (name, kernel, given) in [
        (widest, segue_blur_paint as Kernel, alpha),
        ("\(widest), alpha not given", segue_blur_paint, -1),
        ("SSE2", segue_blur_paint_sse2 as Kernel, alpha),
        ("SSE2, alpha not given", segue_blur_paint_sse2, -1),
        ("portable", segue_blur_paint_portable as Kernel, alpha),
      ] {
        let got = ownPaint(
          kernel, image, width: width, height: height, factor: factor, origin: origin, box: box,
          alpha: given, under: under, over: frame, rowWords: rowWords)
        let wrong = got.indices.first { got[$0] != expected[$0] }
        #expect(
          wrong == nil,
          """
          \(name), case \(round) (\(width)×\(height) image, origin \(origin), box \(box)): \
          pixel \(wrong.map { ($0 % rowWords, $0 / rowWords) }.debugDescription) is \
          \(wrong.map { String(got[$0], radix: 16) } ?? "") against cairo's \
          \(wrong.map { String(expected[$0], radix: 16) } ?? "")
          """)
      }
    }
  }

  /// Every frame of seed 004's card dismissed, with the inspector beside it, is the same
  /// whether the blur paints itself or cairo paints it (at scale 3 both paint through
  /// cairo: ×12 is not exact), and the blur painted itself in most of them.
  @Test(arguments: [1.0, 2.0])
  func framesPaintedByTheBlurAreCairosFrames(scale: CGFloat) throws {
    var comparison = try RecordedFrameComparison("seed004-dismiss-finished", scale: scale)
    let bounds = CGRect(origin: .zero, size: comparison.size)
    let (own, cairo) = (comparison.first, comparison.second)
    cairo.blurs.paintsItself = false
    var painted = 0
    comparison.run { _, list in
      list.cull(to: bounds, scale: scale)
      own.draw(list, scale: scale)
      cairo.draw(list, scale: scale)
      if own.blurs.paintedItself { painted += 1 }
      return ""
    }
    #expect(comparison.mismatches.isEmpty, "\(comparison.report)")
    #expect(painted > 20, "the blur painted itself in \(painted) frames")
  }

  /// A blur drawn straight into the frame paints itself only inside the clip it is drawn
  /// under: a superview clipping it on whole pixels, and damage rectangles cutting through
  /// it (the first frame whole, the next ones a part each). The frames are cairo's, byte for
  /// byte, and a rect between pixels, or a fractional damage rectangle, leaves the paint to
  /// cairo.
  @Test(arguments: [1.0, 2.0])
  func aBlurPaintsItselfOnlyWithinItsClip(scale: CGFloat) throws {
    let root = UIView.striped(CGSize(width: 200, height: 160), period: 16, color: .systemIndigo)
    let clipping = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 100))
    clipping.clipsToBounds = true
    root.addSubview(clipping)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    blur.frame = CGRect(x: -10, y: 10, width: 150, height: 120)
    clipping.addSubview(blur)
    var list = DisplayList()
    list.build(from: root)
    let (width, height) = (Int(200 * scale), Int(160 * scale))
    let own = try FrameRenderer(width: width, height: height)
    let cairo = try FrameRenderer(width: width, height: height)
    cairo.blurs.paintsItself = false
    let passes: [(damage: [CGRect]?, paintsItself: Bool)] = [
      (nil, true),
      (
        [CGRect(x: 30, y: 40, width: 50, height: 30).applying(.init(scaleX: scale, y: scale))], true
      ),
      (
        [CGRect(x: 100, y: 0, width: 100, height: 60).applying(.init(scaleX: scale, y: scale))],
        true
      ),
      ([CGRect(x: 40.5, y: 50.25, width: 40, height: 40)], false),
    ]
    for (index, pass) in passes.enumerated() {
      own.draw(list, scale: scale, within: pass.damage)
      cairo.draw(list, scale: scale, within: pass.damage)
      #expect(own.blurs.paintedItself == pass.paintsItself, "pass \(index)")
      let difference = own.difference(from: cairo)
      #expect(difference == nil, "pass \(index): pixels \(String(describing: difference)) differ")
    }
    // Moved between pixels, the blur's rect is cairo's to cut.
    blur.frame.origin.x += 0.25
    list.build(from: root)
    own.draw(list, scale: scale)
    cairo.draw(list, scale: scale)
    #expect(!own.blurs.paintedItself)
    #expect(own.difference(from: cairo) == nil)
  }

  @Test func theBoxPassIsThePortableOnesAlongRowsAndColumns() {
    var noise = Noise(state: 7)
    for radius in [1, 2, 5, 9] {
      let (width, height) = (1 + noise.below(40), 1 + noise.below(40))
      // Along rows, down columns, one line alone, and rows two pixels apart.
      let apart = width * 4 + 8
      for (lines, length, step, lineStep, count) in [
        (height, width, 4, width * 4, width * height * 4),
        (width, height, width * 4, 4, width * height * 4), (1, width, 4, width * 4, width * 4),
        (height, width, 4, apart, height * apart),
      ] {
        // Block means, 0…255, and the fourth channel 0, as the downsampling leaves them.
        let image = (0..<count).map { $0 % 4 == 3 ? 0 : Int32(noise.below(256)) }
        // What lies between lines is the output's own, left as it was.
        var fast = image
        var sse2 = fast
        var portable = fast
        segue_blur_box_pass(
          image, &fast, Int32(lines), Int32(length), step, lineStep, Int32(radius))
        segue_blur_box_pass_sse2(
          image, &sse2, Int32(lines), Int32(length), step, lineStep, Int32(radius))
        segue_blur_box_pass_portable(
          image, &portable, Int32(lines), Int32(length), step, lineStep, Int32(radius))
        #expect(fast == portable, "radius \(radius), \(width)×\(height), step \(step)")
        #expect(sse2 == portable, "SSE2: radius \(radius), \(width)×\(height), step \(step)")
        // Each output the rounded mean of the 2 × radius + 1 inputs around it, the ends
        // repeated.
        var mean = image
        for line in 0..<lines {
          for i in 0..<length {
            for channel in 0..<3 {
              let sum = (-radius...radius).reduce(Int32(0)) { total, offset in
                total
                  + image[line * lineStep + min(max(i + offset, 0), length - 1) * step + channel]
              }
              let span = Int32(2 * radius + 1)
              mean[line * lineStep + i * step + channel] = (sum + span / 2) / span
            }
          }
        }
        #expect(fast == mean, "radius \(radius), \(width)×\(height), step \(step)")
        #expect(fast != image || length == 1, "the pass changed nothing")
      }
    }
  }

  /// `pixels` downsampled by the widest loop the CPU has and by the baseline's, `plain`
  /// giving the colors of blocks or not.
  private func downsampled(
    _ pixels: [UInt8], stride: Int, width: Int, height: Int, factor: Int, plain: [UInt32]?
  ) -> (widest: [Int32], baseline: [Int32]) {
    let count = (width + factor - 1) / factor * ((height + factor - 1) / factor) * 4
    var widest = [Int32](repeating: -1, count: count)
    var baseline = widest
    var rows = [UInt16](repeating: 0, count: width * 4)
    segue_blur_downsample(
      pixels, stride, Int32(width), Int32(height), Int32(factor), plain, &widest, &rows)
    segue_blur_downsample_baseline(
      pixels, stride, Int32(width), Int32(height), Int32(factor), plain, &baseline, &rows)
    return (widest, baseline)
  }

  /// Each small pixel is the rounded mean of its block's red, green and blue (the blocks at
  /// the right and bottom edges smaller), its fourth channel 0: regions of every shape
  /// (narrower than one vector too), rows with bytes past the region between them, and
  /// downsamplings from none to ×64; compiled for AVX2 where the CPU has it and for the
  /// baseline.
  @Test func theDownsampleIsEachBlocksRoundedMean() {
    var noise = Noise(state: 11)
    for factor in [1, 3, 4, 8, 16, 64] {
      for round in 0..<5 {
        let width = round == 0 ? 1 + noise.below(7) : 1 + noise.below(150)
        let height = 1 + noise.below(90)
        let stride = width * 4 + 4 * noise.below(3)
        let pixels = (0..<stride * height).map { _ in UInt8(noise.below(256)) }
        let (smallWidth, smallHeight) = (
          (width + factor - 1) / factor, (height + factor - 1) / factor
        )
        let (small, baseline) = downsampled(
          pixels, stride: stride, width: width, height: height, factor: factor, plain: nil)
        var expected = [Int32](repeating: 0, count: small.count)
        for by in 0..<smallHeight {
          for bx in 0..<smallWidth {
            let ys = by * factor..<min((by + 1) * factor, height)
            let xs = bx * factor..<min((bx + 1) * factor, width)
            let count = ys.count * xs.count
            // Bytes blue, green, red, alpha; the small pixel red, green, blue.
            for (channel, byte) in [(0, 2), (1, 1), (2, 0)] {
              let sum = ys.reduce(0) { total, y in
                xs.reduce(total) { $0 + Int(pixels[y * stride + $1 * 4 + byte]) }
              }
              expected[(by * smallWidth + bx) * 4 + channel] = Int32((sum + count / 2) / count)
            }
          }
        }
        #expect(small == expected, "×\(factor), \(width)×\(height), stride \(stride)")
        #expect(baseline == expected, "baseline ×\(factor), \(width)×\(height)")
      }
    }
  }

  /// A block given a color (`plain`) is taken as that color without its pixels being read,
  /// and comes out as reading that color from every one of its pixels would: the region
  /// downsampled with random blocks given their colors, their pixels left as noise, equals
  /// the region with those blocks painted and no colors given. Every factor, runs of
  /// blocks read between given ones of every length, the edge blocks among them; AVX2
  /// where the CPU has it and the baseline.
  @Test func blocksOfAKnownColorAreTakenAsThatColorUnread() {
    var noise = Noise(state: 29)
    for factor in [1, 3, 4, 8, 16] {
      for round in 0..<6 {
        let width = 1 + noise.below(150)
        let height = 1 + noise.below(90)
        let stride = width * 4 + 4 * noise.below(3)
        var pixels = (0..<stride * height).map { _ in UInt8(noise.below(256)) }
        let (smallWidth, smallHeight) = (
          (width + factor - 1) / factor, (height + factor - 1) / factor
        )
        // Round 0 gives every block a color; the rest about half of them.
        var plain = (0..<smallWidth * smallHeight).map { _ -> UInt32 in
          round == 0 || noise.below(2) == 0 ? 0xff00_0000 | UInt32(noise.below(1 << 24)) : 0
        }
        if round == 1 { plain = plain.map { _ in 0 } }
        let (given, baseline) = downsampled(
          pixels, stride: stride, width: width, height: height, factor: factor, plain: plain)
        // The same blocks painted their colors, read.
        for by in 0..<smallHeight {
          for bx in 0..<smallWidth where plain[by * smallWidth + bx] != 0 {
            let color = plain[by * smallWidth + bx]
            for y in by * factor..<min((by + 1) * factor, height) {
              for x in bx * factor..<min((bx + 1) * factor, width) {
                for byte in 0..<4 {
                  pixels[y * stride + x * 4 + byte] = UInt8(truncatingIfNeeded: color >> (8 * byte))
                }
              }
            }
          }
        }
        let read = downsampled(
          pixels, stride: stride, width: width, height: height, factor: factor, plain: nil
        ).widest
        #expect(given == read, "×\(factor), \(width)×\(height), round \(round)")
        #expect(baseline == read, "baseline ×\(factor), \(width)×\(height), round \(round)")
      }
    }
  }
}
