import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import Testing

@MainActor
@Suite struct HeadlessRendererTests {
  @Test func sameSceneRendersToIdenticalPNGBytes() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [Data] = []
    for index in 0..<2 {
      let window = Scenes.defaultScene.makeWindow(size: CGSize(width: 390, height: 844))
      let renderer = try HeadlessRenderer(size: CGSize(width: 390, height: 844))
      let url = folder.appendingPathComponent("frame\(index).png")
      try PNGFile.write(try renderer.render(window), to: url)
      files.append(try Data(contentsOf: url))
    }
    #expect(files[0].count > 1000)
    #expect(files[0] == files[1])
  }

  @Test func pixelsAreWhereTheViewsAre() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    root.backgroundColor = .white
    let red = UIView(frame: CGRect(x: 10, y: 5, width: 10, height: 10))
    red.backgroundColor = .red
    root.addSubview(red)
    let bitmap = try HeadlessRenderer(size: root.bounds.size).render(root)
    #expect(bitmap.width == 40 && bitmap.height == 20)
    #expect(bitmap[10, 5] == (255, 0, 0, 255))
    #expect(bitmap[19, 14] == (255, 0, 0, 255))
    #expect(bitmap[9, 5] == (255, 255, 255, 255))
    #expect(bitmap[20, 14] == (255, 255, 255, 255))
    #expect(bitmap[10, 15] == (255, 255, 255, 255))
  }

  @Test func scaleTwoDoublesThePixels() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.backgroundColor = .white
    let blue = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
    blue.backgroundColor = .blue
    root.addSubview(blue)
    let bitmap = try HeadlessRenderer(size: root.bounds.size, scale: 2).render(root)
    #expect(bitmap.width == 20)
    #expect(bitmap[10, 10] == (0, 0, 255, 255))
    #expect(bitmap[9, 10] == (255, 255, 255, 255))
  }

  @Test func halfTransparentFillBlendsStraightAlpha() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    root.backgroundColor = .white
    let overlay = UIView(frame: root.bounds)
    overlay.backgroundColor = UIColor.black.withAlphaComponent(0.5)
    root.addSubview(overlay)
    let pixel = try HeadlessRenderer(size: root.bounds.size).render(root)[1, 1]
    // 255 × (1 − 128/255) = 127, less one for SDL's divide-by-256 shortcut.
    #expect((126...127).contains(pixel.r))
    #expect(pixel.r == pixel.g && pixel.g == pixel.b && pixel.a == 255)
  }

  @Test func refusesFramesOutsideThePixelLimit() {
    #expect(throws: RenderError.self) { try HeadlessRenderer(size: CGSize(width: 0, height: 10)) }
    #expect(throws: RenderError.self) {
      try HeadlessRenderer(size: CGSize(width: 20000, height: 10))
    }
  }

  @Test func pngRoundTripKeepsEveryPixel() throws {
    let pixels = (0..<(7 * 3 * 4)).map { UInt8(($0 * 37) % 256) }
    let bitmap = Bitmap(width: 7, height: 3, pixels: pixels)
    #expect(try PNGFile.decode(try PNGFile.encode(bitmap)) == bitmap)
  }

  @Test func decodingGarbageThrows() {
    #expect(throws: SDLError.self) { try PNGFile.decode(Data("not a png".utf8)) }
  }
}
