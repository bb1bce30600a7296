import Foundation

extension UIGraphicsImageRenderer {
  /// PNG bytes of what `actions` draws: `image(actions:)` encoded. Empty when the image is
  /// (a zero size) or no renderer exists to rasterise it, with the warning of
  /// `UIImage.pngData()`.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// JPEG bytes of what `actions` draws, at `compressionQuality` from 0 (smallest) to 1
  /// (best), as `UIImage.jpegData(compressionQuality:)`; empty as for `pngData(actions:)`.
  public func jpegData(
    withCompressionQuality compressionQuality: CGFloat,
    actions: (UIGraphicsImageRendererContext) -> Void
  ) -> Data {
    image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
  }
}
