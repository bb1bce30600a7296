import CSDL2
import Foundation
import Segue

/// Rasterised strings, white on transparent, kept as textures between frames: a label that
/// does not change is rasterised once. The vertex color, or for a copy the texture's color and
/// alpha mods, tints them when drawn.
@MainActor
final class TextTextures {
  struct Entry {
    let texture: OpaquePointer
    /// Pixels.
    let width: Int32
    let height: Int32
    var lastUsedFrame: Int
  }

  private struct Key: Hashable {
    let string: String
    let pixelSize: Int32
    let bold: Bool
    /// 0 for a single line; otherwise the wrap width in pixels.
    let wrapWidth: UInt32
    let alignment: TextRun.Alignment
  }

  private let renderer: OpaquePointer
  private let fonts: FontCache
  private var entries: [Key: Entry] = [:]
  private var frame = 0
  /// Entries unused for this many frames are dropped once the cache holds `capacity`.
  private let idleFrames = 120
  private let capacity = 256

  init(renderer: OpaquePointer, fonts: FontCache) {
    self.renderer = renderer
    self.fonts = fonts
  }

  isolated deinit {
    for entry in entries.values { SDL_DestroyTexture(entry.texture) }
  }

  func beginFrame() {
    frame += 1
    guard entries.count > capacity else { return }
    for (key, entry) in entries where frame - entry.lastUsedFrame > idleFrames {
      SDL_DestroyTexture(entry.texture)
      entries[key] = nil
    }
  }

  func texture(for run: TextRun, scale: CGFloat) -> Entry? {
    let key = Key(
      string: run.string, pixelSize: Int32((run.pointSize * scale).rounded()), bold: run.bold,
      wrapWidth: run.wraps ? UInt32(max((run.rect.width * scale).rounded(), 1)) : 0,
      alignment: run.alignment)
    if var entry = entries[key] {
      entry.lastUsedFrame = frame
      entries[key] = entry
      return entry
    }
    guard let entry = rasterise(key) else { return nil }
    entries[key] = entry
    return entry
  }

  private func rasterise(_ key: Key) -> Entry? {
    guard key.pixelSize > 0, let font = fonts.font(pixelSize: key.pixelSize, bold: key.bold) else {
      return nil
    }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    let surface: UnsafeMutablePointer<SDL_Surface>?
    if key.wrapWidth > 0 {
      TTF_SetFontWrappedAlign(font, Self.wrappedAlign(key.alignment))
      surface = TTF_RenderUTF8_Blended_Wrapped(font, key.string, white, key.wrapWidth)
    } else {
      surface = TTF_RenderUTF8_Blended(font, key.string, white)
    }
    guard let surface else {
      Diagnostics.warn("cannot render text \"\(key.string)\": \(String(cString: SDL_GetError()))")
      return nil
    }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return Entry(
      texture: texture, width: surface.pointee.w, height: surface.pointee.h,
      lastUsedFrame: frame)
  }

  private static func wrappedAlign(_ alignment: TextRun.Alignment) -> Int32 {
    switch alignment {
    case .left: TTF_WRAPPED_ALIGN_LEFT
    case .center: TTF_WRAPPED_ALIGN_CENTER
    case .right: TTF_WRAPPED_ALIGN_RIGHT
    }
  }
}
