import Foundation

extension CALayer {
  /// Starts `animation` on this layer's view. A running animation with the same key is
  /// removed first (its completion gets `false`); a nil key never replaces.
  public func pop_add(_ animation: POPAnimation, forKey key: String?) {
    guard let owner = owningView else {
      return Diagnostics.warn(
        "pop_add: POP animations move views; this layer backs none (key \(key ?? "nil")); ignored")
    }
    let key = key ?? "\(ObjectIdentifier(animation))"
    pop_removeAnimation(forKey: key)
    popAnimations[key] = animation
    animation.start(on: owner) { [weak self, weak animation] in
      guard let self, self.popAnimations[key] === animation else { return }
      self.popAnimations[key] = nil
    }
  }

  public func pop_animation(forKey key: String) -> Any? {
    popAnimations[key]
  }

  public func pop_animationKeys() -> [Any] {
    popAnimations.keys.sorted()
  }

  /// Removes the animation; its completion block gets `false`.
  public func pop_removeAnimation(forKey key: String) {
    guard let animation = popAnimations.removeValue(forKey: key) else { return }
    animation.stop()
  }

  public func pop_removeAllAnimations() {
    for key in popAnimations.keys.sorted() { pop_removeAnimation(forKey: key) }
  }
}

extension UIView {
  /// POP animates any object; on a view it goes to the view's layer.
  public func pop_add(_ animation: POPAnimation, forKey key: String?) {
    layer.pop_add(animation, forKey: key)
  }

  public func pop_removeAnimation(forKey key: String) {
    layer.pop_removeAnimation(forKey: key)
  }

  public func pop_removeAllAnimations() {
    layer.pop_removeAllAnimations()
  }
}
