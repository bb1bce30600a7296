import CCairo
import CPixelKernels
import Testing

@testable import SegueSDL

/// An opaque fill stores pixman_fill's bytes whichever loop stores them: the string store a
/// row (`segue_fill_rows`) and `FrameCompositor.fillOpaque`, which takes it for long rows and
/// `pixman_fill` for short ones. Boxes of every width from 0 to past the threshold and a few
/// wide ones, each at all four alignments to 16 bytes, sometimes flush with a row's end, in
/// rows with padding past them and with rows above and below; nothing outside the box is
/// touched.
@MainActor
@Suite struct SolidFillKernelTests {
  private typealias Box = (x: Int, y: Int, width: Int, height: Int)

  /// Rows of the frames: the box lies in rows 1…3, so a store before its first row or after
  /// its last one changes a pixel the comparison reads.
  private static let rows = 5

  /// Calls `body` for each box, with its frame's row length `rowWords` (pixels and padding:
  /// `width` pixels and 5 more), the frame's random pixels, an opaque color, and the frame
  /// as pixman fills the box with it.
  private func forEachCase(
    seed: UInt64,
    _ body: (
      _ box: Box, _ rowWords: Int, _ pixel: UInt32, _ before: [UInt32], _ expected: [UInt32]
    ) -> Void
  ) {
    var noise = Noise(state: seed)
    let threshold = Int(FrameCompositor.stringStoreWidth)
    for width in Array(0...(threshold + 40)) + [511, 512, 780, 1_380, 2_000] {
      for alignment in 0..<4 {
        // The box ends at the row's last pixel in one case of four, else short of it.
        let room = alignment == 3 ? 0 : 1 + noise.below(24)
        let box: Box = (
          x: alignment, y: 1 + noise.below(2), width: width, height: 1 + noise.below(2)
        )
        let rowWords = alignment + width + room + 5
        let pixel = 0xff00_0000 | UInt32(noise.below(1 << 24))
        let before = (0..<rowWords * Self.rows).map { _ in
          UInt32(truncatingIfNeeded: noise.next() << 8 | noise.next())
        }
        var expected = before
        expected.withUnsafeMutableBufferPointer { pixels in
          _ = pixman_fill(
            pixels.baseAddress, Int32(rowWords), 32, Int32(box.x), Int32(box.y),
            Int32(box.width), Int32(box.height), pixel)
        }
        body(box, rowWords, pixel, before, expected)
      }
    }
  }

  private func firstDifference(_ got: [UInt32], _ expected: [UInt32], rowWords: Int) -> String? {
    guard let index = got.indices.first(where: { got[$0] != expected[$0] }) else { return nil }
    return "pixel (\(index % rowWords), \(index / rowWords)) is "
      + "\(String(got[index], radix: 16)) against pixman's \(String(expected[index], radix: 16))"
  }

  @Test func theStringStoreGivesPixmansBytes() {
    var changed = 0
    forEachCase(seed: 5) { box, rowWords, pixel, before, expected in
      var got = before
      got.withUnsafeMutableBufferPointer { pixels in
        segue_fill_rows(
          pixels.baseAddress! + box.y * rowWords + box.x, rowWords, Int32(box.width),
          Int32(box.height), pixel)
      }
      let difference = firstDifference(got, expected, rowWords: rowWords)
      #expect(difference == nil, "box \(box) in rows of \(rowWords): \(difference ?? "")")
      if expected != before { changed += 1 }
    }
    // Every box with pixels changes its frame: the comparisons are not of untouched frames.
    #expect(changed == 4 * (Int(FrameCompositor.stringStoreWidth) + 40 + 5))
  }

  /// Through the compositor, over a cairo surface (rows of pixels and padding, as the frame
  /// is): the string store for long rows on x86-64 and pixman's fill for short ones, each
  /// counted.
  @Test func theCompositorsFillGivesPixmansBytesOnEitherSideOfTheThreshold() {
    var (long, short) = (0, 0)
    forEachCase(seed: 6) { box, rowWords, pixel, before, expected in
      var got = before
      got.withUnsafeMutableBytes { bytes in
        // Of the row's words, the last 5 are padding past the surface's width.
        let surface = cairo_image_surface_create_for_data(
          bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
          Int32(rowWords - 5), Int32(Self.rows), Int32(rowWords * 4))!
        defer { cairo_surface_destroy(surface) }
        let compositor = FrameCompositor(surface: surface)
        compositor.fillOpaque(
          pixel, x: Int32(box.x), y: Int32(box.y), width: Int32(box.width),
          height: Int32(box.height), in: compositor.frame.image)
        let stringStores = box.width >= Int(FrameCompositor.stringStoreWidth) ? 1 : 0
        #if arch(x86_64)
          #expect(compositor.storedWithStrings == stringStores, "box \(box)")
        #else
          #expect(compositor.storedWithStrings == 0, "box \(box)")
        #endif
        if stringStores == 1 { long += 1 } else { short += 1 }
      }
      let difference = firstDifference(got, expected, rowWords: rowWords)
      #expect(difference == nil, "box \(box) in rows of \(rowWords): \(difference ?? "")")
    }
    #expect(long == 4 * (40 + 1 + 5) && short == 4 * Int(FrameCompositor.stringStoreWidth))
  }
}
