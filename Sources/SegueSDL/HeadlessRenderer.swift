import CSDL2
import Foundation
import Segue

/// Renders frames with no display: SDL's software renderer over an opaque XRGB surface, as
/// a window is opaque; PNGs come out with alpha 255. The same display list gives the same
/// pixels on every run.
///
///     let renderer = try HeadlessRenderer(size: CGSize(width: 390, height: 844))
///     try PNGFile.write(renderer.render(window), to: URL(fileURLWithPath: "frame.png"))
@MainActor
public final class HeadlessRenderer {
  /// Points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  private let surface: UnsafeMutablePointer<SDL_Surface>
  private let drawer: DisplayListRenderer
  private var list = DisplayList()

  /// Largest side, in pixels, that a headless frame may have.
  public static let maximumPixels = 16384

  public init(size: CGSize, scale: CGFloat = 1) throws {
    let width = Int((size.width * scale).rounded())
    let height = Int((size.height * scale).rounded())
    guard (1...Self.maximumPixels).contains(width), (1...Self.maximumPixels).contains(height)
    else {
      throw SDLError(
        message: "frame of \(width)×\(height) pixels is outside 1…\(Self.maximumPixels)")
    }
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_XRGB8888.rawValue)
    else { throw SDLError("SDL_CreateRGBSurfaceWithFormat") }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      throw SDLError("SDL_CreateSoftwareRenderer")
    }
    self.size = size
    self.scale = scale
    self.surface = surface
    do {
      self.drawer = try DisplayListRenderer(renderer: renderer)
    } catch {
      SDL_DestroyRenderer(renderer)
      SDL_FreeSurface(surface)
      throw error
    }
  }

  isolated deinit {
    SDL_DestroyRenderer(drawer.renderer)
    SDL_FreeSurface(surface)
  }

  /// Lays out and draws `view`'s tree, then returns the pixels.
  public func render(_ view: UIView) throws -> Bitmap {
    try render { $0.build(from: view) }
  }

  /// Draws the frame `build` puts into the renderer's list (several trees composed, as
  /// `PlaygroundApp.buildFrame(into:)` does), then returns the pixels.
  public func render(building build: (inout DisplayList) -> Void) throws -> Bitmap {
    draw(building: build)
    return try Bitmap(surface: surface, source: "headless frame")
  }

  public func render(_ list: DisplayList) throws -> Bitmap {
    drawer.draw(list, scale: scale)
    SDL_RenderFlush(drawer.renderer)
    return try Bitmap(surface: surface, source: "headless frame")
  }

  /// Lays out and draws `view`'s tree (what cannot show culled) into the surface, without
  /// reading the pixels back: the frame cost alone, as a window pays it.
  public func draw(_ view: UIView) {
    draw { $0.build(from: view) }
  }

  private func draw(building build: (inout DisplayList) -> Void) {
    build(&list)
    list.cull(to: CGRect(origin: .zero, size: size))
    drawer.draw(list, scale: scale)
    SDL_RenderFlush(drawer.renderer)
  }
}
