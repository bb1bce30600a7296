import Foundation

/// An image's pixels as the model keeps them: the encoded file (PNG or JPEG), its size in
/// pixels read from the file's header, a vector drawing (the system symbols), or what a
/// `UIGraphicsImageRenderer` recorded. The model never decodes or rasterises pixels: the
/// renderer does, once per image, behind the display list.
public final class CGImage: Equatable, @unchecked Sendable {
  // Immutable after init, which is what makes the unchecked Sendable sound.
  public enum Source: Equatable, Sendable {
    /// PNG or JPEG bytes.
    case encoded(Data)
    /// Paths filled in a `width`×`height` box, for the template symbols.
    case vector([PathElement])
    /// A recorded drawing in points, rasterised at `scale` pixels per point into the
    /// image's `width`×`height` pixels.
    case drawing(Drawing, scale: CGFloat)
  }

  public let source: Source
  /// Pixels (for a vector image, points of its box).
  public let width: Int
  public let height: Int

  init(source: Source, width: Int, height: Int) {
    self.source = source
    self.width = width
    self.height = height
  }

  /// Largest width or height, in pixels, that an image may declare: past it, decoding would
  /// take gigabytes, so such a file is refused with a warning.
  public static let maximumSide = 16384

  /// An image of encoded PNG or JPEG `data`; nil (with a warning naming `source`) when its
  /// header is not one, declares no pixels, or more than `maximumSide` on a side.
  convenience init?(encoded data: Data, source: String) {
    guard let size = ImageHeader.pixelSize(of: data) else {
      Diagnostics.warn("\(source): not a PNG or JPEG image Segue can read")
      return nil
    }
    guard size.width > 0, size.height > 0, size.width <= Self.maximumSide,
      size.height <= Self.maximumSide
    else {
      Diagnostics.warn(
        "\(source): an image of \(size.width)×\(size.height) pixels is outside "
          + "1…\(Self.maximumSide) on a side")
      return nil
    }
    self.init(source: .encoded(data), width: size.width, height: size.height)
  }

  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
}
