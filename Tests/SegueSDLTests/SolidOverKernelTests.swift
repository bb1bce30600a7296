import CCairo
import CPixelKernels
import Testing

/// The C loop that composites a translucent color OVER a fill's runs
/// (`segue_over_solid`: eight pixels at a time with AVX2 on a CPU that has it, four with
/// SSE2, one in the portable loop) gives pixman's bytes: the same color composited by
/// `pixman_image_composite32` from a repeating one-pixel image, as `FrameCompositor` did
/// before. Random premultiplied colors of every alpha over random pixels (opaque and
/// translucent), boxes of every width from 0 to past two AVX2 blocks, and nothing outside
/// the box is touched.
@Suite struct SolidOverKernelTests {
  private typealias Kernel = (UnsafeMutablePointer<UInt8>?, Int, Int32, Int32, UInt32) -> Void

  /// `frame` (rows `rowWords` words apart, `rows` rows) with `color` composited OVER the
  /// box by pixman.
  private func pixmanOver(
    _ color: UInt32, box: (x: Int, y: Int, width: Int, height: Int), over frame: [UInt32],
    rowWords: Int, rows: Int
  ) -> [UInt32] {
    var out = frame
    var pixel = color
    out.withUnsafeMutableBufferPointer { pixels in
      withUnsafeMutablePointer(to: &pixel) { pixel in
        let target = pixman_image_create_bits(
          PIXMAN_a8r8g8b8, Int32(rowWords), Int32(rows), pixels.baseAddress, Int32(rowWords * 4))
        let source = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, pixel, 4)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_NORMAL)
        pixman_image_composite32(
          PIXMAN_OP_OVER, source, nil, target, 0, 0, 0, 0, Int32(box.x), Int32(box.y),
          Int32(box.width), Int32(box.height))
        pixman_image_unref(source)
        pixman_image_unref(target)
      }
    }
    return out
  }

  private func ownOver(
    _ kernel: Kernel, _ color: UInt32, box: (x: Int, y: Int, width: Int, height: Int),
    over frame: [UInt32], rowWords: Int
  ) -> [UInt32] {
    var out = frame
    out.withUnsafeMutableBytes { bytes in
      let start = bytes.baseAddress! + (box.y * rowWords + box.x) * 4
      kernel(
        start.assumingMemoryBound(to: UInt8.self), rowWords * 4, Int32(box.width),
        Int32(box.height), color)
    }
    return out
  }

  @Test func everyLoopGivesPixmansBytes() {
    var noise = Noise(state: 21)
    let widest = segue_has_avx2() == 1 ? "AVX2" : "SSE2 or portable (no AVX2 here)"
    let kernels: [(String, Kernel)] = [
      (widest, segue_over_solid), ("SSE2", segue_over_solid_sse2),
      ("portable", segue_over_solid_portable),
    ]
    var changed = 0
    for round in 0..<400 {
      let (rowWords, rows) = (24, 4)
      let frame = (0..<rowWords * rows).map { _ in
        let alpha = round % 2 == 0 ? 255 : noise.below(256)
        let (r, g, b) = (noise.below(alpha + 1), noise.below(alpha + 1), noise.below(alpha + 1))
        return UInt32(alpha << 24 | r << 16 | g << 8 | b)
      }
      // Every alpha, the ends included; channels at most the alpha (premultiplied).
      let alpha = round < 256 ? round : noise.below(256)
      let color = UInt32(
        alpha << 24 | noise.below(alpha + 1) << 16 | noise.below(alpha + 1) << 8
          | noise.below(alpha + 1))
      // Every width over opaque pixels and over translucent ones; a clear color (alpha 0,
      // leaving the pixels alone) over a box that has pixels.
      let width = round == 0 ? 7 : round / 2 % 20
      let x = noise.below(rowWords - width + 1)
      let box = (x: x, y: noise.below(2), width: width, height: 1 + noise.below(3))
      let expected = pixmanOver(color, box: box, over: frame, rowWords: rowWords, rows: rows)
      if expected != frame { changed += 1 }
      for (name, kernel) in kernels {
        let got = ownOver(kernel, color, box: box, over: frame, rowWords: rowWords)
        let wrong = got.indices.first { got[$0] != expected[$0] }
        #expect(
          wrong == nil,
          """
          \(name), case \(round) (color \(String(color, radix: 16)), box \(box)): pixel \
          \(wrong.map { ($0 % rowWords, $0 / rowWords) }.debugDescription) is \
          \(wrong.map { String(got[$0], radix: 16) } ?? "") against pixman's \
          \(wrong.map { String(expected[$0], radix: 16) } ?? "")
          """)
      }
    }
    // The cases change pixels: a comparison of untouched frames would prove nothing.
    #expect(changed > 300)
  }
}
