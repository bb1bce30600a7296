import Foundation
import Segue

extension TextRun {
  /// The run's transform onto a target of `scale` pixels per point, for its rasterised string
  /// at `rect` (`placement(of:)`). Unrotated, it is moved by under a pixel so that `rect`
  /// starts on a whole pixel: text between pixels blurs.
  func pixelTransform(placing rect: CGRect, scale: CGFloat) -> CGAffineTransform {
    let transform = transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    guard transform.b == 0, transform.c == 0 else { return transform }
    let origin = rect.origin.applying(transform)
    return transform.concatenating(
      CGAffineTransform(
        translationX: origin.x.rounded() - origin.x, y: origin.y.rounded() - origin.y))
  }

  /// The pixel where the rasterised string's top-left texel lands when the run is only moved
  /// (its transform a translation): each texel then covers one pixel, so SDL_RenderCopy draws
  /// the texture as it is. Nil when the run is rotated, scaled or flipped.
  ///
  /// Copying matters because SDL 2.26's software renderer maps a texture onto triangles over
  /// one texel less than its size: a quad as large as its texture doubles a middle column and
  /// row and drops the last ones (the last glyph's stem, a descender's tail).
  public func copyOrigin(placing rect: CGRect, scale: CGFloat) -> (x: Int32, y: Int32)? {
    guard transform.a == 1, transform.d == 1, transform.b == 0, transform.c == 0 else {
      return nil
    }
    let origin = rect.origin.applying(pixelTransform(placing: rect, scale: scale))
    return (Int32(origin.x.rounded()), Int32(origin.y.rounded()))
  }
}
