import CCairo
import Testing

/// cairo's premultiplied ARGB32 frame read back as straight RGBA bytes: opaque rows are only
/// reordered, a translucent pixel has its alpha divided out (rounded to nearest), a clear
/// one stays zero, and the row stride's padding is skipped.
@Suite struct UnpremultiplyTests {
  @Test func rowsAreReorderedAndTranslucentPixelsDividedOut() {
    // Three rows of two pixels, each row padded to 12 bytes (3 words).
    let words: [UInt32] = [
      0xFF11_2233, 0xFF44_5566, 0xDEAD_BEEF,  // opaque
      0x8040_2010, 0xFFFF_FFFF, 0xDEAD_BEEF,  // half alpha, then opaque white
      0x0000_0000, 0x0100_0000, 0xDEAD_BEEF,  // clear, nearly clear black
    ]
    var out = [UInt8](repeating: 7, count: 2 * 3 * 4)
    words.withUnsafeBytes { source in
      out.withUnsafeMutableBufferPointer { out in
        segue_unpremultiply_argb32(
          source.baseAddress!.assumingMemoryBound(to: UInt8.self), 12, out.baseAddress, 2, 3)
      }
    }
    let half = { (value: UInt32) in UInt8((value * 255 + 64) / 128) }
    #expect(
      out == [
        0x11, 0x22, 0x33, 0xFF, 0x44, 0x55, 0x66, 0xFF,
        half(0x40), half(0x20), half(0x10), 0x80, 0xFF, 0xFF, 0xFF, 0xFF,
        0, 0, 0, 0, 0, 0, 0, 1,
      ])
  }
}
