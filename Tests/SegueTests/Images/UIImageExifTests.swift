import Foundation
import Testing

@testable import Segue

/// A camera's JPEG: its pixels landscape, an Exif block saying how to show them. UIImage
/// reads that orientation as iOS does, from data, a file or a name.
@MainActor
struct UIImageExifTests {
  /// `Assets/Images/landscape.jpg` (600 × 400 pixels) with an Exif block after its start,
  /// holding `orientation` (tag 0x0112) in `byteOrder` ("II" little-endian, "MM" big), or
  /// the `block` given.
  static func photo(orientation: Int = 6, byteOrder: String = "MM", block: [UInt8]? = nil)
    throws -> Data
  {
    let jpeg = try Data(contentsOf: URL(fileURLWithPath: "Assets/Images/landscape.jpg"))
    let little = byteOrder == "II"
    func number(_ value: Int, _ count: Int) -> [UInt8] {
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
      return little ? bytes : bytes.reversed()
    }
    // TIFF header, one directory of one entry: orientation, a SHORT, one value.
    let tiff =
      Array(byteOrder.utf8) + number(42, 2) + number(8, 4) + number(1, 2) + number(0x0112, 2)
      + number(3, 2) + number(1, 4) + number(orientation, 2) + [0, 0] + number(0, 4)
    let exif = block ?? Array("Exif".utf8) + [0, 0] + tiff
    let segment =
      [0xFF, 0xE1] + [UInt8((exif.count + 2) >> 8), UInt8((exif.count + 2) & 0xFF)] + exif
    return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
  }

  @Test func aCamerasPortraitPhotoIsShownTurned() throws {
    let image = try #require(UIImage(data: Self.photo()))
    #expect(image.imageOrientation == .right)
    #expect(image.size == CGSize(width: 400, height: 600))
    #expect(image.cgImage?.width == 600)
    let little = try #require(UIImage(data: Self.photo(orientation: 8, byteOrder: "II")))
    #expect(little.imageOrientation == .left)
  }

  @Test func eachExifOrientationIsUIKits() throws {
    let expected: [UIImage.Orientation] = [
      .up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left,
    ]
    for (index, orientation) in expected.enumerated() {
      let image = try #require(UIImage(data: Self.photo(orientation: index + 1)))
      #expect(image.imageOrientation == orientation, "Exif \(index + 1)")
    }
  }

  @Test func aFileAndANameReadItToo() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-exif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("portrait.jpg")
    try Self.photo().write(to: file)
    #expect(UIImage(contentsOfFile: file.path)?.imageOrientation == .right)
    let bundle = try #require(Bundle(path: folder.path))
    #expect(UIImage(named: "portrait", in: bundle, compatibleWith: nil)?.imageOrientation == .right)
  }

  /// A block that does not hold together is ignored: the image is shown as its pixels lie.
  @Test func aMalformedBlockIsIgnored() throws {
    let header = Array("Exif".utf8) + [0, 0]
    let blocks: [[UInt8]] = [
      header,
      header + Array("XX".utf8) + [0, 42, 0, 0, 0, 8],
      header + Array("MM".utf8) + [0, 42, 0xFF, 0xFF, 0xFF, 0xF0],
      header + Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0xFF, 0xFF],
      Array("JFXX".utf8) + [0, 0, 1, 2, 3, 4],
    ]
    for (index, block) in blocks.enumerated() {
      let image = try #require(UIImage(data: Self.photo(block: block)), "block \(index)")
      #expect(image.imageOrientation == .up && image.size == CGSize(width: 600, height: 400))
    }
    let nine = try #require(UIImage(data: Self.photo(orientation: 9)))
    #expect(nine.imageOrientation == .up)
    #expect(UIImage(named: "landscape.jpg")?.imageOrientation == .up)
  }
}
