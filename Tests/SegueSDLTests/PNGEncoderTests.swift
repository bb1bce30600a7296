import CSDL2
import Foundation
import SegueSDL
import Testing

/// The libpng encoder every PNG writer goes through: the same pixels SDL_image's encoder
/// wrote before it, text chunks, the same bytes run to run, and errors that say what failed.
@Suite struct PNGEncoderTests {
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  /// Straight alpha at every level, colors at the extremes: what un-premultiplying gives.
  private let translucent: Bitmap = {
    var pixels: [UInt8] = []
    for y in 0..<16 {
      for x in 0..<16 {
        pixels += [UInt8(x * 17), UInt8(y * 17), UInt8((x * y) % 256), UInt8((x + y * 16) % 256)]
      }
    }
    return Bitmap(width: 16, height: 16, pixels: pixels)
  }()

  /// A reference written by SDL_image before the change decodes to the same pixels as the
  /// same bitmap written now.
  @Test(arguments: [
    "SeedGoldenTests/seed004CardPresent.0-5.png", "TransitionGoldenTests/navigation.pop-p050.png",
    "SceneWindowGoldenTests/seed004Card.presented.png",
  ])
  func aReferenceFromTheOldEncoderDecodesToTheSamePixelsWhenWrittenNow(_ name: String) throws {
    let old = try PNGFile.read(Self.snapshots.appendingPathComponent(name))
    let new = try PNGFile.decode(try PNGFile.encode(old))
    #expect(new == old)
  }

  /// SDL_image's encoder and libpng's, on the same translucent and opaque bitmaps.
  @Test func oldAndNewEncodersDecodeToTheSamePixels() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let opaque = Bitmap(
      width: 16, height: 16,
      pixels: translucent.pixels.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element })
    for (index, bitmap) in [translucent, opaque].enumerated() {
      let old = folder.appendingPathComponent("old-\(index).png")
      var pixels = bitmap.pixels
      let saved = pixels.withUnsafeMutableBytes { buffer in
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          buffer.baseAddress, 16, 16, 32, 64, SDL_PIXELFORMAT_RGBA32.rawValue)
        defer { SDL_FreeSurface(surface) }
        return IMG_SavePNG(surface, old.path)
      }
      #expect(saved == 0)
      let new = folder.appendingPathComponent("new-\(index).png")
      try PNGFile.write(bitmap, to: new)
      #expect(try PNGFile.read(new) == PNGFile.read(old))
      #expect(try PNGFile.read(new) == bitmap)
    }
  }

  @Test func theSameBitmapGivesTheSameBytes() throws {
    #expect(try PNGFile.encode(translucent) == PNGFile.encode(translucent))
  }

  @Test func textChunksRoundTrip() throws {
    let metadata = PNGMetadata([("Segue renderer", "7"), ("Variant", "iPhone 15 · dark")])
    let data = try PNGFile.encode(translucent, metadata: metadata)
    #expect(try PNGMetadata(png: data) == metadata)
    #expect(try PNGFile.decode(data) == translucent)
    #expect(try PNGMetadata(png: PNGFile.encode(translucent)) == PNGMetadata())
  }

  @Test func metadataOfSomethingElseIsAnError() {
    let error = #expect(throws: SDLError.self) { try PNGMetadata(png: Data("GIF89a".utf8)) }
    #expect(error?.description == "not a PNG: no PNG signature")
  }

  /// libpng refuses a width past its limit (1,000,000 px) with png_error, which jumps back
  /// through the C shim: an error with libpng's reason, no crash.
  @Test func aLibpngErrorIsThrownWithItsReason() {
    let wide = Bitmap(width: 1_000_001, height: 1)
    let error = #expect(throws: SDLError.self) { try PNGFile.encode(wide) }
    #expect(error?.description.hasPrefix("cannot encode PNG: libpng: ") == true)
    #expect(error?.description.contains("IHDR") == true)
  }

  @Test func aSinkThatFailsStopsTheEncoding() {
    var calls = 0
    #expect(throws: SDLError.self) {
      try PNGEncoder().encode(translucent) { _ in
        calls += 1
        return false
      }
    }
    #expect(calls == 1)
  }

  @Test func everyFilterAndLevelDecodesToTheSamePixels() throws {
    for filter in PNGEncoder.Filter.allCases {
      for level in [0, 1, 3, 9] {
        let data = try PNGEncoder(filter: filter, compressionLevel: level).encode(translucent)
        #expect(try PNGFile.decode(data) == translucent, "\(filter) level \(level)")
      }
    }
  }
}
