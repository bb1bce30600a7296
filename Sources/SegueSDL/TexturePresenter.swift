import CSDL2
import Foundation
import Segue

/// Uploads the frame to a streaming texture of an SDL renderer, copied 1:1 to the window:
/// for a window SDL has no framebuffer for. Presents with vsync where the renderer has it.
@MainActor
final class TexturePresenter: FramePresenter {
  private let renderer: OpaquePointer
  private let texture: ReusedTexture
  private var current: FrameRenderer?
  let isPaced: Bool

  init(window: OpaquePointer) throws {
    let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    guard let renderer = SDL_CreateRenderer(window, -1, flags) ?? SDL_CreateRenderer(window, -1, 0)
    else { throw SDLError("cannot create a renderer for the window") }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    self.isPaced = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    self.renderer = renderer
    self.texture = ReusedTexture(
      renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, blend: SDL_BLENDMODE_NONE)
  }

  var pixelSize: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    return (Int(width), Int(height))
  }

  func frame() -> FrameRenderer? {
    let (width, height) = pixelSize
    if let current, current.width == width, current.height == height { return current }
    current = nil
    do {
      current = try FrameRenderer(width: width, height: height)
    } catch {
      Diagnostics.warn("window: \(error)")
    }
    return current
  }

  func submit(_ damage: [CGRect]) {
    guard let current,
      let texture = texture.sized(width: current.width, height: current.height)
    else { return }
    for rect in damage {
      var area = SDL_Rect(rect)
      SDL_UpdateTexture(
        texture, &area, current.pixels + Int(rect.minY) * current.stride + Int(rect.minX) * 4,
        Int32(current.stride))
    }
    SDL_RenderCopy(renderer, texture, nil, nil)
  }

  func present(_ damage: [CGRect]) {
    SDL_RenderPresent(renderer)
  }

  func close() {
    current = nil
    texture.release()
    SDL_DestroyRenderer(renderer)
  }
}
