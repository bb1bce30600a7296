import Foundation

/// A navigation bar's look: its background and hairline (`UIBarAppearance`) and the text
/// attributes of its titles (`.foregroundColor`, `.font`). Assign it to the bar's or a
/// navigation item's `standardAppearance`, `compactAppearance` (a vertically compact
/// window) or `scrollEdgeAppearance` (used while a large title shows; without one the bar
/// takes its standard appearance on a transparent background, as on iOS 15 and later).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The inline title's attributes; empty (the default) draws it in `label`, 17 pt bold.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes; empty (the default) draws it in `label`, 34 pt bold.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  public override init() { super.init() }

  /// A copy of `barAppearance`'s background and shadow, and of its title attributes when it
  /// is a navigation bar appearance.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = navigation.titleTextAttributes
    largeTitleTextAttributes = navigation.largeTitleTextAttributes
  }
}
