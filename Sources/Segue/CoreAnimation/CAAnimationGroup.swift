import Foundation

/// Several animations run together on one layer, in the group's time: a child's
/// `beginTime` is seconds after the group starts, and whatever a child would play past the
/// group's `duration` is cut off. The children's delegates and `isRemovedOnCompletion` are
/// ignored, as in Core Animation; the group's apply.
///
///     let group = CAAnimationGroup()
///     group.animations = [fade, turn]
///     group.duration = 0.5
///     layer.add(group, forKey: "flip")
open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
  }
}
