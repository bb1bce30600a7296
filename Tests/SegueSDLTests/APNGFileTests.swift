import Foundation
import SegueSDL
import Testing

/// Animated PNGs as the animated references store them: frames back exactly as written, and
/// a clear error for what is not one.
@Suite struct APNGFileTests {
  private let frames = [
    Bitmap(width: 6, height: 4, fill: (255, 0, 0, 255)),
    Bitmap(width: 6, height: 4, fill: (0, 255, 0, 128)),
    Bitmap(width: 6, height: 4, fill: (0, 0, 255, 0)),
  ]

  @Test func framesDecodeAsTheyWereWritten() throws {
    let data = try APNGFile.encode(frames, delays: [1, 2, 3])
    #expect(try APNGFile.decode(data) == frames)
    // A viewer without APNG shows the first frame.
    #expect(try PNGFile.decode(data) == frames[0])
  }

  /// One PNG header for every frame: RGBA when any frame is translucent (frame 0 here is
  /// opaque, and alone would be written as RGB), RGB when every frame is opaque.
  @Test func everyFrameTakesOnePixelFormat() throws {
    let colorType = { (data: Data) in [UInt8](data)[8 + 8 + 9] }  // IHDR's colour type
    #expect(colorType(try APNGFile.encode(frames)) == 6)
    let opaque = [frames[0], Bitmap(width: 6, height: 4, fill: (0, 0, 255, 255))]
    let data = try APNGFile.encode(opaque)
    #expect(colorType(data) == 2)
    #expect(try APNGFile.decode(data) == opaque)
  }

  /// The file carries its text as a still PNG does, readable by `PNGMetadata`, and its
  /// frames still decode.
  @Test func metadataIsCarried() throws {
    let metadata = PNGMetadata([("Segue renderer", "3"), ("Segue variant", "iphone-se")])
    let data = try APNGFile.encode(frames, metadata: metadata)
    #expect(try PNGMetadata(png: data) == metadata)
    #expect(try APNGFile.decode(data) == frames)
  }

  @Test func framesOfAnotherSizeOrACountOfDelaysAreRefused() throws {
    let wide = Bitmap(width: 7, height: 4, fill: (0, 0, 0, 255))
    #expect {
      try APNGFile.encode([frames[0], wide])
    } throws: { "\($0)".contains("frames are 6×4 and 7×4 px") }
    #expect {
      try APNGFile.encode(frames, delays: [1])
    } throws: { "\($0)".contains("1 delays for 3 frames") }
    #expect { try APNGFile.encode([]) } throws: { "\($0)".contains("needs a frame") }
  }

  @Test func aTruncatedFileIsNamed() throws {
    let data = try APNGFile.encode(frames)
    #expect {
      try APNGFile.decode(data.prefix(data.count - 20), source: "cut.png")
    } throws: { "\($0)" == "cut.png is not a readable PNG" }
  }
}
