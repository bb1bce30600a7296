import Foundation

/// How a bar draws its background and shadow (the hairline under it). Configure one with a
/// `configureWith…` method, then adjust `backgroundColor` and `shadowColor`. Copy one with
/// `init(barAppearance:)`, or `copy()`, which returns `Any` here (cast it): Swift cannot
/// give `copy()` UIKit's typed result beside `NSObject`'s.
///
///     let appearance = UINavigationBarAppearance()
///     appearance.configureWithOpaqueBackground()
///     appearance.backgroundColor = .systemIndigo
///     navigationController.navigationBar.standardAppearance = appearance
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
  /// Drawn over the bar's material (when it has one); nil draws the material alone.
  open var backgroundColor: UIColor?
  /// The hairline under the bar; nil or `.clear` draws none.
  open var shadowColor: UIColor?
  /// True while the background is the system's material (`configureWithDefaultBackground`,
  /// the default), which Segue draws as `secondarySystemBackground` in place of the blur.
  var hasMaterial = true

  public override init() {
    super.init()
    configureWithDefaultBackground()
  }

  /// An appearance with `barAppearance`'s background and shadow.
  public required init(barAppearance: UIBarAppearance) {
    hasMaterial = barAppearance.hasMaterial
    backgroundColor = barAppearance.backgroundColor
    shadowColor = barAppearance.shadowColor
    super.init()
  }

  /// A copy of the same class (`init(barAppearance:)`).
  open func copy(with zone: NSZone? = nil) -> Any { Self(barAppearance: self) }

  /// The system's translucent material and a hairline, as a bar has by default.
  open func configureWithDefaultBackground() {
    hasMaterial = true
    backgroundColor = nil
    shadowColor = .separator
  }

  /// An opaque background in the system background color, and a hairline.
  open func configureWithOpaqueBackground() {
    hasMaterial = false
    backgroundColor = .systemBackground
    shadowColor = .separator
  }

  /// No background and no hairline: what is behind the bar shows.
  open func configureWithTransparentBackground() {
    hasMaterial = false
    backgroundColor = nil
    shadowColor = nil
  }

  /// The color the bar's background draws in: the color, else the material, else clear.
  var resolvedBackground: UIColor {
    backgroundColor ?? (hasMaterial ? .secondarySystemBackground : .clear)
  }
}
