import CCairo
import CPNG
import Foundation

/// What draws and writes Segue's pixels: Segue's own renderer version and the versions of
/// the libraries under it. Reference PNGs carry it (`metadata`), so a screenshot test that
/// fails against a reference drawn by another renderer says so instead of only counting
/// pixels.
public struct RendererVersion: Equatable, Sendable {
  /// Raised whenever a change to `FrameRenderer` (or what it draws with) changes the pixels
  /// of an unchanged display list: references recorded before it are expected to differ.
  /// 1: the cairo renderer with layer groups, shapes, gradients and images (2026-11-25).
  public static let segueRenderer = 1

  public var renderer: String
  public var cairo: String
  public var pixman: String
  public var libpng: String

  public init(renderer: String, cairo: String, pixman: String, libpng: String) {
    self.renderer = renderer
    self.cairo = cairo
    self.pixman = pixman
    self.libpng = libpng
  }

  /// This build's renderer, and the libraries it runs with (not the headers it was built
  /// against).
  public static let current = RendererVersion(
    renderer: String(segueRenderer), cairo: String(cString: cairo_version_string()),
    pixman: String(cString: pixman_version_string()),
    libpng: String(cString: png_get_libpng_ver(nil)))

  /// The tEXt keywords.
  public enum Key {
    public static let renderer = "Segue renderer"
    public static let cairo = "cairo"
    public static let pixman = "pixman"
    public static let libpng = "libpng"
  }

  public var metadata: PNGMetadata {
    PNGMetadata([
      (Key.renderer, renderer), (Key.cairo, cairo), (Key.pixman, pixman), (Key.libpng, libpng),
    ])
  }

  /// The versions `metadata` names; nil when it names no renderer (a PNG written before
  /// references carried versions, or by another program).
  public init?(_ metadata: PNGMetadata) {
    guard let renderer = metadata[Key.renderer] else { return nil }
    self.init(
      renderer: renderer, cairo: metadata[Key.cairo] ?? "?", pixman: metadata[Key.pixman] ?? "?",
      libpng: metadata[Key.libpng] ?? "?")
  }
}
