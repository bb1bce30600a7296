import CSDL2
import Foundation

/// Anti-aliased discs, one texture per pixel radius: a rounded rectangle is drawn as nine
/// quads whose corners map to the disc's quadrants and whose edges and middle map to its
/// opaque center. At scale 1 without rotation a texel lands on a pixel, so corner coverage
/// is exact; under transforms the renderer samples the nearest texel.
@MainActor
final class CornerTextures {
  /// Radii beyond this share the largest texture (sampled, slightly softer).
  static let maximumRadius = 256

  private let renderer: OpaquePointer
  private var textures: [Int: OpaquePointer] = [:]

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  isolated deinit {
    for texture in textures.values { SDL_DestroyTexture(texture) }
  }

  func texture(radius: Int) -> OpaquePointer? {
    let radius = min(max(radius, 1), Self.maximumRadius)
    if let texture = textures[radius] { return texture }
    let size = radius * 2
    var pixels = [UInt32](repeating: 0, count: size * size)
    let center = Double(radius)
    for y in 0..<size {
      for x in 0..<size {
        let dx = Double(x) + 0.5 - center
        let dy = Double(y) + 0.5 - center
        // Distance to the circle, as a fraction of a pixel: 0.5 inside to -0.5 outside.
        let coverage = min(max(center - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
        let alpha = UInt32((coverage * 255).rounded())
        pixels[y * size + x] = (alpha << 24) | 0x00FF_FFFF
      }
    }
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(size), Int32(size))
    else { return nil }
    SDL_UpdateTexture(texture, nil, pixels, Int32(size * 4))
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    textures[radius] = texture
    return texture
  }
}
