import Foundation

/// An animation between two values of one property. Which two follows Core Animation's
/// rules, with `current` the property's value beneath the animation:
/// `fromValue`…`toValue`; `fromValue`…`fromValue + byValue`; `toValue − byValue`…`toValue`;
/// `fromValue`…`current`; `current`…`toValue`; `current`…`current + byValue`.
///
///     let turn = CABasicAnimation(keyPath: "transform.rotation.y")
///     turn.fromValue = 0
///     turn.toValue = CGFloat.pi / 2
///     turn.duration = 0.4
///     card.layer.add(turn, forKey: "turn")
///
/// Values are numbers (any Swift number or `NSNumber`), `CGPoint`, `CGSize`, `CGRect`,
/// `CGColor` (or `UIColor`) or `CATransform3D`, as the key path takes.
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CABasicAnimation else { return }
    (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
  }
}
