import Foundation

extension UIImage {
  /// The image's pixels as PNG bytes (a PNG it was read from, as it was); nil for an image
  /// with no pixels, or while no renderer exists to rasterise it (with a warning: see
  /// `ImageEncoder`). `UIImage(data:)` of the bytes has the same pixels; give it the scale.
  ///
  /// On the main actor, where renderers rasterise (UIKit's may be called from any thread).
  ///
  ///     let data = UIGraphicsImageRenderer(size: size).image { _ in … }.pngData()
  @MainActor
  public func pngData() -> Data? { pngData(encoding: .process) }

  @MainActor
  func pngData(encoding: ImageEncoding) -> Data? {
    guard let cgImage, let encoder = encoding.encoder(for: "UIImage.pngData()") else {
      return nil
    }
    return encoder.pngData(of: cgImage, caller: "UIImage.pngData()")
  }

  /// The image as JPEG bytes, `compressionQuality` from 0 (smallest) to 1 (best); a value
  /// outside is clamped, NaN taken as 1 with a warning. nil as for `pngData()`. JPEG has no
  /// alpha: transparent pixels come out black.
  @MainActor
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    jpegData(compressionQuality: compressionQuality, encoding: .process)
  }

  @MainActor
  func jpegData(compressionQuality: CGFloat, encoding: ImageEncoding) -> Data? {
    let caller = "UIImage.jpegData(compressionQuality: \(compressionQuality))"
    let quality = Self.clampedQuality(compressionQuality, caller: caller)
    guard let cgImage, let encoder = encoding.encoder(for: caller) else { return nil }
    return encoder.jpegData(of: cgImage, quality: quality, caller: caller)
  }

  /// `quality` in 0…1; NaN is 1, with a warning naming `caller`.
  static func clampedQuality(_ quality: CGFloat, caller: String) -> CGFloat {
    guard !quality.isNaN else {
      Diagnostics.warn("\(caller): the quality is not a number; 1 used")
      return 1
    }
    return min(max(quality, 0), 1)
  }
}
