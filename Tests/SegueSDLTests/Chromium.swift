import Foundation
import SegueSDL

/// Debian's headless Chromium (`Scripts/install-deps --tests` installs it), run the same
/// way every time (`ChromiumSession` drives it): a fixed window at device scale 1, no GPU,
/// no LCD text or subpixel glyph positions, scrollbars hidden. Pages may load their font
/// from another `file://` folder (the report links the shipped DejaVu Sans).
enum Chromium {
  static var executable: URL? {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"].map(URL.init(fileURLWithPath:))
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The flags every session runs with.
  static let flags = [
    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
    "--force-device-scale-factor=1", "--disable-lcd-text", "--font-render-hinting=none",
    "--disable-font-subpixel-positioning", "--allow-file-access-from-files", "--no-first-run",
  ]
}

struct ChromiumError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
