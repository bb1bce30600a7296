import CCairo
import CPixelKernels
import Testing

@testable import SegueSDL

/// An opaque fill stores pixman_fill's bytes whichever loop stores them: the string store a
/// row (`segue_fill_rows`) and `FrameCompositor.fillOpaque`, which takes it for long rows and
/// `pixman_fill` for short ones. Boxes of every width around the threshold and up to a wide
/// frame's rows, at every alignment, over random pixels; nothing outside the box is touched.
@MainActor
@Suite struct SolidFillKernelTests {
  private typealias Box = (x: Int, y: Int, width: Int, height: Int)

  /// A frame `rowWords` pixels wide and 3 rows high, of random pixels.
  private func frame(_ noise: inout Noise, rowWords: Int) -> [UInt32] {
    (0..<rowWords * 3).map { _ in UInt32(truncatingIfNeeded: noise.next() << 8 | noise.next()) }
  }

  private func pixmanFill(_ pixel: UInt32, box: Box, in frame: [UInt32], rowWords: Int)
    -> [UInt32]
  {
    var out = frame
    out.withUnsafeMutableBufferPointer { pixels in
      _ = pixman_fill(
        pixels.baseAddress, Int32(rowWords), 32, Int32(box.x), Int32(box.y), Int32(box.width),
        Int32(box.height), pixel)
    }
    return out
  }

  /// Calls `body` for each box: every width from 0 to past the threshold, then wide ones,
  /// each at a random column and row of a frame of random pixels wide enough to hold it
  /// with room on both sides, an opaque color, and the frame as pixman fills the box with
  /// it.
  private func forEachCase(
    seed: UInt64,
    _ body: (_ box: Box, _ rowWords: Int, _ pixel: UInt32, _ before: [UInt32], _ expected: [UInt32])
      -> Void
  ) {
    var noise = Noise(state: seed)
    let threshold = Int(FrameCompositor.stringStoreWidth)
    for width in Array(0...(threshold + 40)) + [511, 512, 780, 1_380, 2_000] {
      let rowWords = width + 1 + noise.below(24)
      let box: Box = (
        x: noise.below(rowWords - width + 1), y: noise.below(2), width: width,
        height: 1 + noise.below(2)
      )
      let pixel = 0xff00_0000 | UInt32(noise.below(1 << 24))
      let before = frame(&noise, rowWords: rowWords)
      body(
        box, rowWords, pixel, before, pixmanFill(pixel, box: box, in: before, rowWords: rowWords))
    }
  }

  private func firstDifference(_ got: [UInt32], _ expected: [UInt32], rowWords: Int) -> String? {
    guard let index = got.indices.first(where: { got[$0] != expected[$0] }) else { return nil }
    return "pixel (\(index % rowWords), \(index / rowWords)) is "
      + "\(String(got[index], radix: 16)) against pixman's \(String(expected[index], radix: 16))"
  }

  @Test func theStringStoreGivesPixmansBytes() {
    forEachCase(seed: 5) { box, rowWords, pixel, before, expected in
      var got = before
      got.withUnsafeMutableBufferPointer { pixels in
        segue_fill_rows(
          pixels.baseAddress! + box.y * rowWords + box.x, rowWords, Int32(box.width),
          Int32(box.height), pixel)
      }
      let difference = firstDifference(got, expected, rowWords: rowWords)
      #expect(difference == nil, "box \(box) in rows of \(rowWords): \(difference ?? "")")
      // A box with pixels changes the frame: the comparison is not of untouched frames.
      #expect(box.width == 0 || expected != before)
    }
  }

  @Test func theCompositorsFillGivesPixmansBytesOnEitherSideOfTheThreshold() {
    forEachCase(seed: 6) { box, rowWords, pixel, before, expected in
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(rowWords), 3)!
      defer { cairo_surface_destroy(surface) }
      let stride = Int(cairo_image_surface_get_stride(surface)) / 4
      let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        .assumingMemoryBound(to: UInt32.self)
      for row in 0..<3 {
        for column in 0..<rowWords { data[row * stride + column] = before[row * rowWords + column] }
      }
      cairo_surface_mark_dirty(surface)
      let compositor = FrameCompositor(surface: surface)
      compositor.fillOpaque(
        pixel, x: Int32(box.x), y: Int32(box.y), width: Int32(box.width),
        height: Int32(box.height), in: compositor.frame.image)
      let got = (0..<3).flatMap { row in (0..<rowWords).map { data[row * stride + $0] } }
      let difference = firstDifference(got, expected, rowWords: rowWords)
      #expect(difference == nil, "box \(box) in rows of \(rowWords): \(difference ?? "")")
    }
  }
}
