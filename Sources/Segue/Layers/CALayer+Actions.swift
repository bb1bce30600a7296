import Foundation

extension CALayer {
  /// Called after a property stored on the layer changed: a view's layer hands the change
  /// to its view (which animates it inside an animation block), a standalone layer runs its
  /// implicit action.
  func propertyDidChange(_ property: AnimatableProperty, from vector: AnimatableVector, old: Any) {
    guard let owningView else {
      return implicitlyAnimate(String(describing: property), from: old)
    }
    owningView.modelDidChange(property, from: vector)
  }

  /// Redisplays the layer when its class asks for it on a change of `key`, then runs the
  /// action for a change of `key` from the model value `old`, as Core Animation does for a
  /// standalone layer: not for a layer never drawn yet, nor while the
  /// transaction disables actions. An animation action with no values animates from what
  /// the layer showed to the new model value, when there is something to interpolate
  /// (`interpolable`: not from or to a nil path or list). `old` is read only when an action
  /// runs: boxing a value such as a `CATransform3D` into an `Any` allocates, and a view's
  /// layer, whose properties change every frame of a transition, never runs one.
  func implicitlyAnimate(
    _ key: String, from old: @autoclosure () -> Any, interpolable: Bool = true
  ) {
    if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    guard owningView == nil, hasBeenPresented, !CATransaction.disableActions(),
      let action = action(forKey: key)
    else { return }
    // A layer in no window, with no engine bound, has nothing to play an animation on: its
    // change shows at once, unwarned (`add` warns of an animation added explicitly).
    if action is CAAnimation, AnimationEngine.current ?? hostEngine == nil { return }
    if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
      basic.byValue == nil, let copy = basic.copy() as? CABasicAnimation
    {
      guard interpolable else { return }
      copy.keyPath = copy.keyPath ?? key
      copy.fromValue = shownValue(forKey: key, model: old())
      return add(copy, forKey: key)
    }
    action.run(forKey: key, object: self, arguments: nil)
  }

  /// `implicitlyAnimate(_:from:)` for a path or list that may be nil: there is nothing to
  /// interpolate from or to nil, so such a change shows at once unless the layer's action
  /// for it is one of its own.
  func implicitlyAnimate<Value>(_ key: String, from old: Value?, to new: Value?) {
    implicitlyAnimate(key, from: old as Any, interpolable: old != nil && new != nil)
  }

  /// What the layer shows for `key` now: `model` (the value before the change) unless an
  /// animation is running, whose value then counts.
  private func shownValue(forKey key: String, model: Any) -> Any {
    guard animationRuns.contains(where: { !$0.isDone }) else { return model }
    if let path = LayerKeyPath(key) {
      return path.kind.value(from: path.read(from: presentationState()))
    }
    return presentedList(LayerListKeyPath(rawValue: key) ?? .custom(key), model: model) ?? model
  }
}
