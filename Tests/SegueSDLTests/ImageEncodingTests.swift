import Foundation
import Segue
import SegueSDL
import Synchronization
import Testing

/// `pngData()` and `jpegData(compressionQuality:)` once a renderer exists, as an app's
/// snapshot or export code calls them.
@MainActor
@Suite struct ImageEncodingTests {
  /// Any renderer installs the encoder; the one here also draws images to compare pixels.
  private let renderer: HeadlessRenderer

  init() throws {
    renderer = try HeadlessRenderer(size: CGSize(width: 24, height: 16), scale: 2)
  }

  /// A flag drawn at 2× (three opaque bands and a half-transparent disc).
  private func flag(scale: CGFloat = 2) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: format).image {
      ctx in
      UIColor.systemRed.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
      UIColor.white.setFill()
      ctx.fill(CGRect(x: 8, y: 0, width: 8, height: 16))
      UIColor.systemBlue.setFill()
      ctx.fill(CGRect(x: 16, y: 0, width: 8, height: 16))
      UIColor(red: 0, green: 0.5, blue: 0, alpha: 0.5).setFill()
      UIBezierPath(ovalIn: CGRect(x: 6, y: 2, width: 12, height: 12)).fill()
    }
  }

  /// The image as a 24×16-point frame shows it.
  private func shown(_ image: UIImage) throws -> Bitmap {
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
    view.image = image
    return try renderer.render(view)
  }

  private func warnings<Result>(_ body: () -> Result) -> (Result, [String]) {
    let log = Mutex<[String]>([])
    let result = Diagnostics.$sink.withValue({ message in log.withLock { $0.append(message) } }) {
      body()
    }
    return (result, log.withLock { $0 })
  }

  @Test func aDrawnImageRoundTripsThroughPNG() throws {
    let image = flag()
    let data = try #require(image.pngData())
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let decoded = try #require(UIImage(data: data, scale: 2))
    #expect(decoded.size == image.size)
    #expect(decoded.scale == image.scale)
    #expect(decoded.cgImage?.width == 48)
    #expect(try shown(decoded) == shown(image))
    // A PNG's image encodes to the bytes it was read from.
    #expect(decoded.pngData() == data)
  }

  @Test func theRenderersPNGIsItsImagesPNG() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: format)
    let draw: (UIGraphicsImageRendererContext) -> Void = { ctx in
      UIColor.systemTeal.setFill()
      ctx.fill(CGRect(x: 2, y: 1, width: 6, height: 4))
    }
    let data = renderer.pngData(actions: draw)
    #expect(data == renderer.image(actions: draw).pngData())
    let decoded = try #require(UIImage(data: data))
    #expect(decoded.size == CGSize(width: 10, height: 6))
  }

  @Test func jpegKeepsSizeAndColorsWithinItsLoss() throws {
    let image = flag()
    let data = try #require(image.jpegData(compressionQuality: 0.9))
    #expect(data.starts(with: [0xFF, 0xD8]))
    let decoded = try #require(UIImage(data: data, scale: 2))
    #expect(decoded.size == image.size)
    let (original, lossy) = (try shown(image), try shown(decoded))
    // Inside the bands; JPEG's 2×2 color subsampling smears colors a few levels.
    for (x, y) in [(4, 2), (4, 29), (44, 2), (44, 29), (24, 2)] {
      let (a, b) = (original[x, y], lossy[x, y])
      for (one, other) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] {
        #expect(abs(Int(one) - Int(other)) <= 16, "pixel (\(x), \(y))")
      }
    }
  }

  @Test func jpegQualityIsClampedAndMonotone() throws {
    let image = flag()
    let smallest = try #require(image.jpegData(compressionQuality: 0))
    let best = try #require(image.jpegData(compressionQuality: 1))
    #expect(smallest.count < best.count)
    #expect(image.jpegData(compressionQuality: -2) == smallest)
    #expect(image.jpegData(compressionQuality: 40) == best)
    let (nan, messages) = warnings { image.jpegData(compressionQuality: .nan) }
    #expect(nan == best)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("not a number") == true)
  }

  @Test func aJPEGsImageEncodesAsAPNGOfItsPixels() throws {
    let jpeg = try #require(flag().jpegData(compressionQuality: 0.8))
    let decoded = try #require(UIImage(data: jpeg, scale: 2))
    let png = try #require(decoded.pngData())
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let again = try #require(UIImage(data: png, scale: 2))
    #expect(again.size == decoded.size)
    #expect(try shown(again) == shown(decoded))
  }

  @Test func imagesWithNoPixelsEncodeToNothing() {
    let (data, messages) = warnings { UIImage().pngData() }
    #expect(data == nil)
    #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    #expect(messages.isEmpty)
    let empty = UIGraphicsImageRenderer(size: .zero)
    #expect(empty.pngData { _ in }.isEmpty)
    #expect(empty.jpegData(withCompressionQuality: 0.5) { _ in }.isEmpty)
  }

  @Test func aSymbolEncodesAsItsShape() throws {
    let symbol = try #require(UIImage(systemName: "heart.fill"))
    let data = try #require(symbol.pngData())
    let decoded = try #require(UIImage(data: data))
    #expect(decoded.cgImage?.width == symbol.cgImage?.width)
  }
}
