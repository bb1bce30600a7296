import Foundation

extension DeviceDescription {
  /// Points: the narrowest landscape phone width with a regular horizontal size class (the
  /// Plus and Pro Max phones: 896 and wider; an iPhone 15 at 852 stays compact).
  static let regularLandscapePhoneWidth: CGFloat = 896
  /// Points: the narrowest pad window with a regular horizontal size class (narrower is a
  /// slide-over or a third of the screen, which are compact).
  static let regularPadWidth: CGFloat = 678

  /// The traits of a screen of `size` points: phones are compact in width (regular only in
  /// landscape from `regularLandscapePhoneWidth` on) and regular in height (compact in
  /// landscape); pads are regular in height, and in width from `regularPadWidth` on.
  func traitCollection(size: CGSize, scale: CGFloat, style: UIUserInterfaceStyle)
    -> UITraitCollection
  {
    let landscape = size.width > size.height
    let horizontal: UIUserInterfaceSizeClass
    let vertical: UIUserInterfaceSizeClass
    switch userInterfaceIdiom {
    case .pad:
      horizontal = size.width >= Self.regularPadWidth ? .regular : .compact
      vertical = .regular
    default:
      horizontal = landscape && size.width >= Self.regularLandscapePhoneWidth ? .regular : .compact
      vertical = landscape ? .compact : .regular
    }
    return UITraitCollection(
      style: style, horizontal: horizontal, vertical: vertical, scale: scale,
      idiom: userInterfaceIdiom)
  }
}
