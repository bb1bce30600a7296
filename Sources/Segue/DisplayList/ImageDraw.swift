import Foundation

/// An image drawn into `rect` (coordinates mapped by `transform`): the part `source` of it
/// (its unit square), stretched only inside `center` (unit square of the image, nine-slice;
/// the whole for a plain stretch) when `rect` differs from its size; as its alpha in `tint`
/// when that is set (a template).
public struct ImageDraw: Equatable, Sendable {
  public var image: CGImage
  public var rect: CGRect
  public var transform: CGAffineTransform
  public var source: CGRect
  public var center: CGRect
  /// The image's size in points, which the parts outside `center` keep.
  public var pointSize: CGSize
  /// 0…1.
  public var opacity: CGFloat
  public var tint: RGBA?
}
