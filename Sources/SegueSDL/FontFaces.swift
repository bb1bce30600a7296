import CCairo
import Foundation
import Segue

/// DejaVu Sans and its bold, shipped in `Assets/Fonts`, opened once through FreeType for the
/// whole process: cairo font faces are immutable and reference-counted, so every renderer
/// shares them, and the same font file gives the same glyphs on every run.
@MainActor
final class FontFaces {
  private static var opened: Result<(regular: OpaquePointer, bold: OpaquePointer), RenderError>?

  let regular: OpaquePointer
  let bold: OpaquePointer
  /// Gray anti-aliasing and slight hinting: glyphs keep their outline's shape at every size
  /// and do not depend on a display's subpixel order; metrics are hinted so lines and
  /// advances land on whole pixels.
  let options: OpaquePointer

  init() throws {
    let faces = try Self.open()
    regular = faces.regular
    bold = faces.bold
    options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
  }

  isolated deinit {
    cairo_font_options_destroy(options)
  }

  private static func open() throws -> (regular: OpaquePointer, bold: OpaquePointer) {
    if let opened { return try opened.get() }
    do {
      let faces = try (face("Fonts/DejaVuSans.ttf"), face("Fonts/DejaVuSans-Bold.ttf"))
      opened = .success(faces)
      return faces
    } catch {
      opened = .failure(error)
      throw error
    }
  }

  /// Never freed: FreeType's library and faces live as long as the process, as cairo's
  /// caches may hold the font face until then.
  private static func face(_ relativePath: String) throws(RenderError) -> OpaquePointer {
    let path = Assets.url(relativePath).path
    guard FileManager.default.fileExists(atPath: path) else {
      throw RenderError("font not found at \(path) (set SEGUE_ASSETS to the Assets folder)")
    }
    var library: FT_Library?
    var face: FT_Face?
    guard FT_Init_FreeType(&library) == 0, FT_New_Face(library, path, 0, &face) == 0,
      let face
    else { throw RenderError("FreeType cannot open the font \(path)") }
    return cairo_ft_font_face_create_for_ft_face(face, 0)
  }
}
