import Foundation

/// The traits of an interface's environment: light or dark, the size classes, the pixel
/// density and the idiom. Windows take theirs from their screen (`UIScreen.traitCollection`);
/// views and controllers inherit them down the hierarchy (`traitCollection`), changed by
/// `overrideUserInterfaceStyle`. Immutable, as in UIKit.
///
///     if traitCollection.userInterfaceStyle == .dark { shadow.opacity = 0 }
///     let dark = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
public final class UITraitCollection: NSObject, @unchecked Sendable {
  // Immutable after init, which is what makes the unchecked Sendable sound.
  /// `.unspecified` unless set (a window's is its screen's appearance).
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Pixels per point; 0 when unspecified.
  public let displayScale: CGFloat
  public let userInterfaceIdiom: UIUserInterfaceIdiom

  /// A collection with every trait unspecified.
  public override convenience init() { self.init(style: .unspecified) }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(style: userInterfaceStyle)
  }

  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: horizontalSizeClass)
  }

  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(vertical: verticalSizeClass)
  }

  public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }

  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init(idiom: idiom)
  }

  /// The traits of `traitCollections` combined: for each trait, the last collection that
  /// specifies it wins.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    let combined = traitCollections.reduce(UITraitCollection()) { $0.overridden(by: $1) }
    self.init(
      style: combined.userInterfaceStyle, horizontal: combined.horizontalSizeClass,
      vertical: combined.verticalSizeClass, scale: combined.displayScale,
      idiom: combined.userInterfaceIdiom)
  }

  init(
    style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
    vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
    idiom: UIUserInterfaceIdiom = .unspecified
  ) {
    userInterfaceStyle = style
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    displayScale = scale.isFinite && scale > 0 ? scale : 0
    userInterfaceIdiom = idiom
    super.init()
  }

  /// These traits with those `other` specifies in their place.
  func overridden(by other: UITraitCollection) -> UITraitCollection {
    UITraitCollection(
      style: other.userInterfaceStyle == .unspecified
        ? userInterfaceStyle : other.userInterfaceStyle,
      horizontal: other.horizontalSizeClass == .unspecified
        ? horizontalSizeClass : other.horizontalSizeClass,
      vertical: other.verticalSizeClass == .unspecified
        ? verticalSizeClass : other.verticalSizeClass,
      scale: other.displayScale == 0 ? displayScale : other.displayScale,
      idiom: other.userInterfaceIdiom == .unspecified
        ? userInterfaceIdiom : other.userInterfaceIdiom)
  }

  /// These traits with the interface style `style`, unless it is `.unspecified`.
  func with(style: UIUserInterfaceStyle) -> UITraitCollection {
    style == .unspecified || style == userInterfaceStyle
      ? self
      : UITraitCollection(
        style: style, horizontal: horizontalSizeClass, vertical: verticalSizeClass,
        scale: displayScale, idiom: userInterfaceIdiom)
  }

  /// True when every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return overridden(by: trait) == self
  }

  /// True when a dynamic color may resolve differently for `traitCollection`: the
  /// interface styles differ.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return userInterfaceStyle == other.userInterfaceStyle
      && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
      && userInterfaceIdiom == other.userInterfaceIdiom
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceStyle)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(displayScale)
    hasher.combine(userInterfaceIdiom)
    return hasher.finalize()
  }

  public override var description: String {
    "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), horizontalSizeClass: "
      + "\(horizontalSizeClass), verticalSizeClass: \(verticalSizeClass), displayScale: "
      + "\(displayScale), userInterfaceIdiom: \(userInterfaceIdiom))"
  }
}
