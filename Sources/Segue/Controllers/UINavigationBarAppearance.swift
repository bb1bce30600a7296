import Foundation

/// A navigation bar's look: its background and hairline (`UIBarAppearance`) and the text
/// attributes of its titles (`.foregroundColor`, `.font`). Assign it to the bar's or a
/// navigation item's `standardAppearance`, `compactAppearance` (a vertically compact
/// window) or `scrollEdgeAppearance` (used while a large title shows; without one the bar
/// takes its standard appearance on a transparent background, as on iOS 15 and later).
/// `backButtonAppearance` and `buttonAppearance` are not provided: bar buttons take the
/// tint color.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The inline title's attributes; empty (the default) draws it in `label`, 17 pt bold.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes; empty (the default) draws it in `label`, 34 pt bold.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The back button's indicator, drawn as a template in the tint; the system chevron
  /// until `setBackIndicatorImage(_:transitionMaskImage:)` sets one.
  open var backIndicatorImage: UIImage { customBackIndicator?.image ?? BackButtonView.chevron }
  /// Kept for UIKit code: Segue cross-fades the back button, so it masks nothing. The
  /// system chevron by default.
  open var backIndicatorTransitionMaskImage: UIImage {
    customBackIndicator?.mask ?? BackButtonView.chevron
  }
  /// The indicator and mask set, nil for the system's.
  private(set) var customBackIndicator: (image: UIImage, mask: UIImage)?

  public override init() { super.init() }

  /// A copy of `barAppearance`'s background and shadow, and of its title attributes when it
  /// is a navigation bar appearance.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = navigation.titleTextAttributes
    largeTitleTextAttributes = navigation.largeTitleTextAttributes
    customBackIndicator = navigation.customBackIndicator
  }

  /// Sets the back button's indicator and its transition mask; nil for either puts both
  /// back to the system chevron, as in UIKit. Assign the appearance (again) to the bar or
  /// item for the bar to redraw.
  open func setBackIndicatorImage(
    _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
  ) {
    customBackIndicator = backIndicatorImage.flatMap { image in
      backIndicatorTransitionMaskImage.map { (image, $0) }
    }
  }
}
