import Foundation

/// An animation of one layer property, named by its key path ("opacity", "position.x",
/// "transform.rotation.y", …). A key path Segue does not animate is reported once, naming
/// it, when the animation is added, and the animation then changes nothing.
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  /// True adds the animation's value to the property's current value instead of replacing
  /// it (a transform is concatenated after it); false by default.
  open var isAdditive = false
  /// True makes each repeat start from where the previous one ended; false by default.
  open var isCumulative = false

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override var diagnosticName: String { "\(type(of: self))(keyPath: \(keyPath ?? "nil"))" }

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CAPropertyAnimation else { return }
    (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
  }
}
