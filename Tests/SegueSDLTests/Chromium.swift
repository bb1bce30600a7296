import Foundation
import SegueSDL

/// Debian's headless Chromium (`Scripts/install-deps --tests` installs it), taking
/// screenshots of local pages the same way every run: a fixed window at device scale 1, no
/// GPU, no LCD text or subpixel glyph positions, scrollbars hidden, and a virtual-time budget
/// so the page's script and images are done before the shot. Pages may load their font
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

  /// The page at `url` (with its fragment) as `width`×`height` pixels, shot by `browser`
  /// (Debian's Chromium by default); `budget` is the
  /// page's virtual time in milliseconds before the shot (its animations advance by it). A
  /// browser still running after `timeout` seconds is taken for hung and killed, with every
  /// process it started.
  static func screenshot(
    of url: URL, fragment: String = "", width: Int, height: Int, budget: Int = 2000,
    timeout: TimeInterval = 120, browser: URL? = executable
  ) async throws -> Bitmap {
    guard let browser else { throw ChromiumError("chromium is not installed") }
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shot = folder.appendingPathComponent("shot.png")
    let page = url.absoluteString + (fragment.isEmpty ? "" : "#\(fragment)")
    let result = try await TestSupport.run(
      browser,
      flags + [
        "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
        "--virtual-time-budget=\(budget)", "--window-size=\(width),\(height)",
        "--screenshot=\(shot.path)", page,
      ], timeout: timeout)
    guard result.status != -SIGKILL else {
      throw ChromiumError(
        "chromium did not finish the screenshot of \(page) within "
          + "\(String(format: "%g", timeout)) s: the browser hung and was killed")
    }
    guard result.status == 0, FileManager.default.fileExists(atPath: shot.path) else {
      throw ChromiumError("chromium exited \(result.status): \(result.standardError)")
    }
    return try PNGFile.read(shot)
  }
}

struct ChromiumError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
