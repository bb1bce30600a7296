import Foundation
import Testing

@testable import Segue
@testable import SegueSDL

/// An image shown in each orientation, as a photo from the camera is (its pixels landscape,
/// shown portrait): an image view draws its pixels turned or flipped, and
/// `UIImage.draw(in:)` alike.
@MainActor
struct ImageOrientationTests {
  /// 40 × 20 points at scale 1 in four quarters: red at the top left, green at the top
  /// right, blue at the bottom left, yellow at the bottom right.
  static let quarters: CGImage = {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
      .image { ctx in
        for (color, rect) in [
          (UIColor.red, CGRect(x: 0, y: 0, width: 20, height: 10)),
          (.green, CGRect(x: 20, y: 0, width: 20, height: 10)),
          (.blue, CGRect(x: 0, y: 10, width: 20, height: 10)),
          (.yellow, CGRect(x: 20, y: 10, width: 20, height: 10)),
        ] {
          color.setFill()
          ctx.fill(rect)
        }
      }
    return image.cgImage!
  }()

  typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
  static let colors: [String: Pixel] = [
    "red": (255, 0, 0, 255), "green": (0, 255, 0, 255), "blue": (0, 0, 255, 255),
    "yellow": (255, 255, 0, 255),
  ]

  /// The colors an image view showing the quarters in `orientation` has at its four
  /// corners' middles: top left, top right, bottom left, bottom right.
  func corners(_ orientation: UIImage.Orientation) throws -> [String] {
    let image = UIImage(cgImage: Self.quarters, scale: 1, orientation: orientation)
    let view = UIImageView(image: image)
    let bitmap = try HeadlessRenderer(size: view.bounds.size).render(view)
    let (w, h) = (bitmap.width, bitmap.height)
    return [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)].map {
      let pixel = bitmap[$0.0, $0.1]
      return Self.colors.first { $0.value == pixel }?.key ?? "\(pixel)"
    }
  }

  /// Each orientation as Apple's documentation draws it: the pixels' top left corner (red)
  /// ends where the turn or flip takes it.
  @Test func anImageViewShowsEachOrientation() throws {
    #expect(try corners(.up) == ["red", "green", "blue", "yellow"])
    #expect(try corners(.down) == ["yellow", "blue", "green", "red"])
    #expect(try corners(.upMirrored) == ["green", "red", "yellow", "blue"])
    #expect(try corners(.downMirrored) == ["blue", "yellow", "red", "green"])
    // A quarter turn clockwise: the left column becomes the top row, read right to left.
    #expect(try corners(.right) == ["blue", "red", "yellow", "green"])
    #expect(try corners(.left) == ["green", "yellow", "red", "blue"])
    #expect(try corners(.leftMirrored) == ["red", "blue", "green", "yellow"])
    #expect(try corners(.rightMirrored) == ["yellow", "green", "blue", "red"])
  }

  @Test func aTurnedImageIsShownWithItsSidesSwapped() {
    let photo = UIImage(cgImage: Self.quarters, scale: 2, orientation: .right)
    #expect(photo.imageOrientation == .right && photo.size == CGSize(width: 10, height: 20))
    #expect(UIImageView(image: photo).bounds.size == CGSize(width: 10, height: 20))
    #expect(photo.withRenderingMode(.alwaysTemplate).imageOrientation == .right)
    #expect(UIImage(cgImage: Self.quarters).imageOrientation == .up)
  }

  /// `draw(in:)` turns the pixels as the image view does.
  @Test func drawingAnImageTurnsItToo() throws {
    let photo = UIImage(cgImage: Self.quarters, scale: 1, orientation: .right)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: photo.size, format: format).image { _ in
      photo.draw(in: CGRect(origin: .zero, size: photo.size))
    }
    let view = UIImageView(image: drawn)
    let bitmap = try HeadlessRenderer(size: view.bounds.size).render(view)
    #expect(bitmap.width == 20 && bitmap.height == 40)
    #expect(bitmap[15, 10] == Self.colors["red"]! && bitmap[5, 10] == Self.colors["blue"]!)
  }
}
