import CSDL2
import Foundation
import Segue
import SegueSDL
import Testing

/// Unrotated, unscaled text is drawn texel for texel: each pixel SDL_ttf rasterises for the
/// string lands on one pixel of the frame, its last column and row too (SDL 2.26's software
/// renderer maps a texture onto triangles over one texel less, doubling a middle column and
/// row and dropping the last ones).
@MainActor
@Suite struct TextPixelTests {
  /// At 17 pixels, the y's tail reaches the texture's last row, the n's stem its last column.
  private let string = "yn"

  @Test func everyTexelOfAStringLandsOnItsOwnPixel() throws {
    // Black on white: a pixel's darkness is exactly its texel's coverage.
    let text = try render(color: .black)
    let misplaced = text.points.filter { point in
      255 - text.frame[text.origin.x + point.x, text.origin.y + point.y].r != point.coverage
    }
    #expect(text.points.contains { $0.x == text.coverage.width - 1 && $0.coverage > 0 })
    #expect(text.points.contains { $0.y == text.coverage.height - 1 && $0.coverage > 0 })
    #expect(misplaced.count == 0, "pixels unlike their texels, first \(misplaced.first as Any)")
  }

  @Test func aTranslucentColorTintsEachTexelOverTheBackground() throws {
    let blue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 128 / 255)
    let text = try render(color: blue)
    // Straight alpha over white: background + (color − background) × coverage × alpha; SDL
    // truncates three products, so within 2 of the exact value.
    func expected(_ channel: CGFloat, _ coverage: UInt8) -> Int {
      Int((255 + (channel - 255) * CGFloat(coverage) / 255 * 128 / 255).rounded())
    }
    let off = text.points.filter { point in
      let pixel = text.frame[text.origin.x + point.x, text.origin.y + point.y]
      return abs(Int(pixel.r) - expected(0, point.coverage)) > 2
        || abs(Int(pixel.g) - expected(122, point.coverage)) > 2
        || abs(Int(pixel.b) - expected(255, point.coverage)) > 2
    }
    #expect(off.count == 0, "pixels off their tinted texels, first \(off.first as Any)")
  }

  @Test func aClipCutsTheStringAtItsEdge() throws {
    let clipWidth = 10
    let text = try render(color: .black, clipWidth: CGFloat(clipWidth))
    let inside = text.points.filter { $0.x < clipWidth }
    let misplaced = inside.filter { point in
      255 - text.frame[text.origin.x + point.x, text.origin.y + point.y].r != point.coverage
    }
    let outside = text.points.filter { point in
      point.x >= clipWidth
        && text.frame[text.origin.x + point.x, text.origin.y + point.y] != (255, 255, 255, 255)
    }
    #expect(inside.contains { $0.coverage > 0 } && misplaced.count == 0)
    #expect(outside.count == 0, "pixels drawn past the clip, first \(outside.first as Any)")
  }

  /// The frame of a white view holding a label of `string` at a whole-pixel position (in a
  /// view clipping it to `clipWidth` points, when given), the string's coverage as SDL_ttf
  /// rasterises it, and where its top-left texel landed.
  private func render(color: UIColor, clipWidth: CGFloat? = nil) throws -> RenderedText {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    root.backgroundColor = .white
    let holder = UIView(frame: CGRect(x: 7, y: 9, width: clipWidth ?? 60, height: 22))
    holder.clipsToBounds = clipWidth != nil
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 22))
    label.text = string
    label.textColor = color
    holder.addSubview(label)
    root.addSubview(holder)
    let renderer = try HeadlessRenderer(size: root.bounds.size)
    let frame = try renderer.render(root)
    var list = DisplayList()
    list.build(from: root)
    let run = try #require(
      list.commands.compactMap { command -> TextRun? in
        guard case .text(let run) = command else { return nil }
        return run
      }.first)
    let coverage = try rasterise(run)
    let rect = run.placement(
      of: CGSize(width: CGFloat(coverage.width), height: CGFloat(coverage.height)))
    let corner = rect.origin.applying(run.transform)
    let origin = (x: Int(corner.x.rounded()), y: Int(corner.y.rounded()))
    return RenderedText(frame: frame, coverage: coverage, origin: origin)
  }

  /// The string's alpha as the renderer's texture holds it: DejaVu Sans at the run's size,
  /// light hinting, white on transparent.
  private func rasterise(_ run: TextRun) throws -> Coverage {
    let path = Assets.url("Fonts/DejaVuSans.ttf").path
    let font = try #require(TTF_OpenFont(path, Int32(run.pointSize.rounded())))
    defer { TTF_CloseFont(font) }
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    let surface = try #require(TTF_RenderUTF8_Blended(font, run.string, white))
    defer { SDL_FreeSurface(surface) }
    let argb = try #require(SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
    defer { SDL_FreeSurface(argb) }
    let width = Int(argb.pointee.w)
    let height = Int(argb.pointee.h)
    let pitch = Int(argb.pointee.pitch)
    let pixels = try #require(argb.pointee.pixels).assumingMemoryBound(to: UInt8.self)
    // ARGB8888 is a native 32-bit word with alpha in its top byte.
    let alpha = (0..<height).flatMap { y in
      (0..<width).map { x in
        UInt8(UnsafeRawPointer(pixels + y * pitch + x * 4).load(as: UInt32.self) >> 24)
      }
    }
    return Coverage(width: width, height: height, alpha: alpha)
  }
}

private struct Coverage {
  let width: Int
  let height: Int
  /// Row by row, 0 (none) to 255 (full).
  let alpha: [UInt8]
}

private struct RenderedText {
  let frame: Bitmap
  let coverage: Coverage
  /// The frame pixel of the top-left texel.
  let origin: (x: Int, y: Int)

  /// Every texel, with its position in the texture.
  var points: [(x: Int, y: Int, coverage: UInt8)] {
    (0..<coverage.height).flatMap { y in
      (0..<coverage.width).map { x in (x, y, coverage.alpha[y * coverage.width + x]) }
    }
  }
}
