import Foundation
import Synchronization

/// What turns an image into PNG or JPEG bytes: the model keeps images as files it never
/// decodes, drawings it never rasterises and symbols as paths, so encoding takes a
/// rasteriser, which only a renderer module has. SegueSDL installs its encoder when its
/// first renderer is made (a `HeadlessRenderer`, a window, a snapshot); before that, and in
/// a process that links only `Segue`, `UIImage.pngData()` and `jpegData(compressionQuality:)`
/// return nil with a warning saying why.
///
/// Installing is once per process and never undone: every encoder a renderer module
/// installs gives the same bytes for the same image, so no test has anything to reset. A
/// test of what happens without one makes its own `ImageEncoding()`.
package protocol ImageEncoder: Sendable {
  /// PNG bytes of `image`'s pixels; nil (after a warning naming `caller`) when it cannot.
  @MainActor func pngData(of image: CGImage, caller: String) -> Data?
  /// JPEG bytes at `quality` (0 smallest … 1 best, already clamped); nil as for PNG.
  @MainActor func jpegData(of image: CGImage, quality: CGFloat, caller: String) -> Data?
}

package final class ImageEncoding: Sendable {
  /// The process's: what `UIImage.pngData()` uses.
  static let process = ImageEncoding()
  private let installed = Mutex<(any ImageEncoder)?>(nil)

  init() {}

  /// Makes `encoder` the process's encoder, unless one is installed already.
  @MainActor
  package static func install(_ encoder: @autoclosure () -> any ImageEncoder) {
    process.installed.withLock { current in
      if current == nil { current = encoder() }
    }
  }

  /// The installed encoder; nil after a warning naming `caller` when there is none.
  func encoder(for caller: String) -> (any ImageEncoder)? {
    guard let encoder = installed.withLock({ $0 }) else {
      Diagnostics.warn(
        "\(caller): no renderer in this process to rasterise the image (Segue's model never "
          + "decodes pixels; make one, e.g. SegueSDL's HeadlessRenderer, first); nil")
      return nil
    }
    return encoder
  }
}

extension CGImage {
  /// The image drawn once, upright, into a box of its pixel size (at one pixel per point):
  /// what an encoder rasterises to have its pixels.
  package var drawnAtPixelSize: Drawing {
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    let box = CGRect(x: 0, y: 0, width: width, height: height)
    return Drawing(commands: [
      .image(
        ImageDraw(
          image: self, rect: box, transform: .identity, source: unit, center: unit,
          pointSize: box.size, opacity: 1, tint: nil))
    ])
  }
}
