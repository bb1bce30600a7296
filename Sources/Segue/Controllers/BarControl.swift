import Foundation

/// A button drawn in a bar (a bar button item, the back button): dims while a finger is
/// down on it, as UIKit's bar buttons do, and reports a tap that ends inside it as
/// `.touchUpInside`.
@MainActor
class BarControl: UIControl {
  /// The opacity while pressed: UIKit's bar buttons dim to about this.
  static let pressedAlpha: CGFloat = 0.2

  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? Self.pressedAlpha : 1 }
  }
}
