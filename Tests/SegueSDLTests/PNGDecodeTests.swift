import Foundation
import Testing

@testable import SegueSDL

/// References are decoded from memory by libpng straight into the bitmap: straight alpha
/// comes back as written, and a PNG of 16-bit samples (which libpng's simplified reader
/// would take for linear light) is decoded by SDL_image, each sample's high byte kept.
@Suite struct PNGDecodeTests {
  @Test func translucentPixelsComeBackAsWritten() throws {
    let bitmap = Bitmap(
      width: 2, height: 1, pixels: [10, 20, 30, 40, 200, 100, 50, 255])
    #expect(try PNGFile.decode(PNGFile.encode(bitmap)) == bitmap)
  }

  @Test func sixteenBitSamplesKeepTheirHighByte() throws {
    // One RGBA pixel of 16-bit samples, R 0xFFFF, G 0x8000, B 0x0001, A 0xFFFF, after the
    // scanline's filter byte 0, in a stored (uncompressed) zlib stream.
    let scanline: [UInt8] = [0, 0xFF, 0xFF, 0x80, 0x00, 0x00, 0x01, 0xFF, 0xFF]
    var adlerA: UInt32 = 1
    var adlerB: UInt32 = 0
    for byte in scanline {
      adlerA = (adlerA + UInt32(byte)) % 65521
      adlerB = (adlerB + adlerA) % 65521
    }
    let adler = adlerB << 16 | adlerA
    let length = UInt16(scanline.count)
    let zlib: [UInt8] =
      [
        0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
        UInt8(~length >> 8),
      ] + scanline
      + [
        UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF),
        UInt8(adler & 0xFF),
      ]
    let header: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 16, 6, 0, 0, 0]
    let png = PNGChunk.stream([
      PNGChunk(type: "IHDR", data: header), PNGChunk(type: "IDAT", data: zlib),
      PNGChunk(type: "IEND", data: []),
    ])
    let decoded = try PNGFile.decode(png)
    #expect(decoded.pixels == [0xFF, 0x80, 0x00, 0xFF])
  }

  @Test func dataThatIsNoPNGIsAnErrorNamingIt() {
    #expect {
      _ = try PNGFile.decode(Data("not a png".utf8))
    } throws: { "\($0)".contains("cannot decode PNG data") }
  }
}
