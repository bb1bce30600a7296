import Foundation

/// A blurred copy of what lies under `rect` (bounds coordinates, mapped by `transform`),
/// drawn with `opacity`, then `tint` over it. The renderer reads back the pixels already
/// drawn, so only what comes before this command in the list is blurred.
public struct BackdropBlur: Equatable, Sendable {
  public var rect: CGRect
  public var transform: CGAffineTransform
  /// Points: about the standard deviation of the blur on screen. 20 for UIKit's styles.
  public var radius: CGFloat
  /// Drawn over the blurred backdrop; its alpha already includes the inherited opacity.
  public var tint: RGBA
  /// The inherited alpha the blurred backdrop is drawn with, 0…1.
  public var opacity: CGFloat
  /// The screen it samples, in list points: nothing outside bleeds in, as nothing lies past
  /// a device's edge. Nil: the whole frame (a list of one tree). Set for each tree of a
  /// frame composed of several (`DisplayList.append(_:at:)`), such as the playground's
  /// device area beside its inspector.
  public var limit: CGRect?

  public init(
    rect: CGRect, transform: CGAffineTransform, radius: CGFloat, tint: RGBA, opacity: CGFloat,
    limit: CGRect? = nil
  ) {
    self.rect = rect
    self.transform = transform
    self.radius = radius
    self.tint = tint
    self.opacity = opacity
    self.limit = limit
  }
}
