import CSDL2
import Foundation
import Segue

/// Open TTF fonts by pixel size and weight: DejaVu Sans, shipped in `Assets/Fonts`.
@MainActor
final class FontCache {
  private struct Key: Hashable {
    let pixelSize: Int32
    let bold: Bool
  }

  private var fonts: [Key: OpaquePointer] = [:]

  init() throws {
    try SDLLibrary.initFonts()
    for bold in [false, true] {
      let path = Self.path(bold: bold)
      guard FileManager.default.fileExists(atPath: path) else {
        throw SDLError(message: "font not found at \(path) (set SEGUE_ASSETS to the Assets folder)")
      }
    }
  }

  isolated deinit {
    for font in fonts.values { TTF_CloseFont(font) }
  }

  func font(pixelSize: Int32, bold: Bool) -> OpaquePointer? {
    let key = Key(pixelSize: max(pixelSize, 1), bold: bold)
    if let font = fonts[key] { return font }
    guard let font = TTF_OpenFont(Self.path(bold: bold), key.pixelSize) else {
      Diagnostics.warn(
        "cannot open font \(Self.path(bold: bold)): \(String(cString: SDL_GetError()))")
      return nil
    }
    // Light hinting keeps glyph shapes close to the outline at every size; output is the
    // same on every run for the same font file and library build.
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
    fonts[key] = font
    return font
  }

  private static func path(bold: Bool) -> String {
    Assets.url(bold ? "Fonts/DejaVuSans-Bold.ttf" : "Fonts/DejaVuSans.ttf").path
  }
}
