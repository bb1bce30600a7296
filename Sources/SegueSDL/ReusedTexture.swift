import CSDL2

/// A streaming texture of one pixel format and blend mode, refilled every frame (the window's
/// copy of the frame cairo drew), kept from frame to frame and made again only when another
/// size is asked for.
@MainActor
final class ReusedTexture {
  private let renderer: OpaquePointer
  private let format: SDL_PixelFormatEnum
  private let blend: SDL_BlendMode
  private var texture: OpaquePointer?
  private var size = (width: 0, height: 0)

  init(renderer: OpaquePointer, format: SDL_PixelFormatEnum, blend: SDL_BlendMode) {
    self.renderer = renderer
    self.format = format
    self.blend = blend
  }

  isolated deinit {
    release()
  }

  /// Destroys the texture now: before its renderer is destroyed, which frees it.
  func release() {
    if let texture { SDL_DestroyTexture(texture) }
    texture = nil
    size = (0, 0)
  }

  /// The texture, `width`×`height` texels; nil when SDL cannot make it.
  func sized(width: Int, height: Int) -> OpaquePointer? {
    if let texture, size == (width, height) { return texture }
    if let texture { SDL_DestroyTexture(texture) }
    texture = SDL_CreateTexture(
      renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
      Int32(height))
    guard let texture else { return nil }
    SDL_SetTextureBlendMode(texture, blend)
    size = (width, height)
    return texture
  }
}
