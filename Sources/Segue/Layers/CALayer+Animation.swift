import Foundation

extension CALayer {
  /// Starts a copy of `animation` on this layer, replacing a running one with the same key
  /// (whose delegate hears `finished == false`); a nil key never replaces. A `beginTime` of
  /// 0 starts it now. It plays on the engine bound with `AnimationEngine.perform(_:)`, else
  /// on the window's of the view this layer (or a layer above it) backs; with neither it
  /// cannot play and is dropped, with a warning.
  public func add(_ animation: CAAnimation, forKey key: String?) {
    guard let engine = AnimationEngine.current ?? hostEngine else {
      return Diagnostics.warn(
        "CALayer.add: \(animation.diagnosticName) (key \(key ?? "nil")): the layer is in no "
          + "window and no AnimationEngine is bound; ignored")
    }
    guard let copy = animation.copy() as? CAAnimation else { return }
    if copy.beginTime == 0 { copy.beginTime = localTime(atMediaTime: engine.clock.now) }
    // Compiled before the one it replaces goes: a transition starts from what shows now.
    let track = LayerAnimationTrack(compiling: copy, on: self, isKeyed: isKeyed)
    if let key { removeAnimation(forKey: key) }
    let run = LayerAnimationRun(
      key: key, animation: copy, track: track, layer: self, engine: engine,
      groups: CATransaction.completionGroups())
    animationRuns.append(run)
    engine.add(run)
  }

  /// The copy running under `key`; nil when none.
  public func animation(forKey key: String) -> CAAnimation? {
    animationRuns.last { $0.key == key }?.animation
  }

  /// The keys of the running animations, in the order added; nil when there are none.
  public func animationKeys() -> [String]? {
    let keys = animationRuns.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Stops the animation under `key`; its delegate hears `finished == false`.
  public func removeAnimation(forKey key: String) {
    for run in animationRuns where run.key == key { run.end(finished: false) }
  }

  /// Stops every animation of the layer: its Core Animation animations, and for a view's
  /// layer the view's (UIKit blocks, property animators' blocks and POP animations alike).
  /// Completions and delegates hear `false`.
  public func removeAllAnimations() {
    for run in animationRuns { run.end(finished: false) }
    pop_removeAllAnimations()
    guard let owningView else { return }
    for property in AnimatableProperty.allCases { owningView.removeContributions(to: property) }
  }

  /// A copy of the layer as it shows this frame, running animations applied; not in any
  /// tree. Read it, do not change it: it is rebuilt on every call.
  public func presentation() -> Self? {
    let shown = presentationState()
    let copy = Self(layer: self)
    copy.bounds = shown.bounds
    copy.position = shown.position
    copy.anchorPoint = shown.anchorPoint
    copy.zPosition = shown.zPosition
    copy.transform = shown.transform
    copy.sublayerTransform = shown.sublayerTransform
    copy.opacity = Float(shown.opacity)
    copy.backgroundColor = shown.backgroundColor.map(CGColor.init)
    copy.cornerRadius = shown.cornerRadius
    copy.borderWidth = shown.borderWidth
    copy.borderColor = shown.borderColor.map(CGColor.init)
    copy.shadowColor = shown.shadowColor.map(CGColor.init)
    copy.shadowOpacity = Float(shown.shadowOpacity)
    copy.shadowRadius = shown.shadowRadius
    copy.shadowOffset = shown.shadowOffset
    copy.shadowPath = presentedShadowPath
    copy.showOwnValues(of: shown, from: self)
    copy.showKeyedValues(from: self)
    return copy
  }

  /// The model layer: this one (Segue's layers are their own models).
  public func model() -> Self { self }

  /// True while the layer holds an animation of the list property `key` (a finished one
  /// kept by `isRemovedOnCompletion == false` included, as for every other key path).
  func animates(_ key: LayerListKeyPath) -> Bool {
    animationRuns.contains { $0.track.animates(key) }
  }

  /// `shadowPath` as it shows now.
  var presentedShadowPath: CGPath? {
    guard animates(.shadowPath) else { return shadowPath }
    return presentedList(.shadowPath, model: shadowPath) as? CGPath
  }

  /// What the list property `key` shows now: `model` (its model value), with the running
  /// animations of it applied in the order added; `model` itself, unconverted, when none
  /// animates it, so a frame without such animations converts nothing.
  func presentedList(_ key: LayerListKeyPath, model: Any?) -> Any? {
    guard animates(key) else { return model }
    var list = model.flatMap { key.list(from: $0) }
    for run in animationRuns where run.track.animates(key) {
      list = run.list(key, beneath: list)
    }
    return list.map { key.value(from: $0) } ?? model
  }

  /// Applies the running Core Animation animations, in the order added.
  func applyAnimations(to shown: inout LayerPresentation) {
    guard hasAnimationRuns else { return }
    for run in animationRuns { run.apply(to: &shown) }
  }

  /// The engine of the window this layer is in.
  var hostEngine: AnimationEngine? { hostWindow?.animationEngine }

  /// The window this layer is in: that of the nearest view at or above it that is in one
  /// (a mask view is in none, the view it masks may be).
  var hostWindow: UIWindow? {
    var current: CALayer? = self
    while let layer = current {
      if let window = layer.owningView?.window { return window }
      current = layer.superlayer
    }
    return nil
  }
}

extension CGColor {
  convenience init(_ color: RGBA) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}
