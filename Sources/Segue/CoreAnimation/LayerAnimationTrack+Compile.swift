import Foundation

extension LayerAnimationTrack {
  /// Compiles `animation` (already copied) for playing. Whatever cannot play (an unknown key
  /// path, values that do not fit it) is reported once, naming the animation, and the track
  /// then only times: its delegate still hears when it starts and stops. A transition
  /// captures what `layer` (the layer it is added to) shows now, its "before". A key path
  /// that `isKeyed` accepts (a key the layer keeps by key-value coding) animates as such.
  @MainActor
  init(
    compiling animation: CAAnimation, on layer: CALayer?,
    isKeyed: (String) -> Bool = { _ in false }
  ) {
    timing = MediaTimingState(animation)
    curve = animation.timingFunction?.bezier
    content = Self.content(of: animation, on: layer, isKeyed: isKeyed)
  }

  @MainActor
  private static func content(
    of animation: CAAnimation, on layer: CALayer?, isKeyed: (String) -> Bool
  ) -> Content {
    if let transition = animation as? CATransition {
      guard let layer else {
        Diagnostics.warn(
          "\(transition.diagnosticName) inside a CAAnimationGroup: Segue plays transitions "
            + "added to a layer directly; it changes nothing")
        return .none
      }
      return .transition(LayerTransition(transition, before: layer.shownContent()))
    }
    if let group = animation as? CAAnimationGroup {
      return .group(
        (group.animations ?? []).map {
          LayerAnimationTrack(compiling: $0, on: nil, isKeyed: isKeyed)
        })
    }
    guard let property = animation as? CAPropertyAnimation else { return .none }
    if let path = property.keyPath, let key = LayerListKeyPath(rawValue: path) {
      return list(of: property, key: key)
    }
    if let path = property.keyPath, LayerKeyPath(path) == nil, isKeyed(path) {
      return list(of: property, key: .custom(path))
    }
    guard let path = property.keyPath, let key = LayerKeyPath(path) else {
      Diagnostics.warn(
        "\(property.diagnosticName): Segue's layers do not animate the key path "
          + "\(property.keyPath.map { "\"\($0)\"" } ?? "nil"); the animation changes nothing")
      return .none
    }
    if let keyframes = property as? CAKeyframeAnimation {
      return LayerKeyframes(keyframes, key: key).map(Content.keyframes) ?? .none
    }
    guard let basic = property as? CABasicAnimation else { return .none }
    guard let vectors = values(of: basic, converted: key.kind.vector(from:)) else { return .none }
    return .basic(
      Basic(
        key: key, from: vectors[0], to: vectors[1], by: vectors[2], isAdditive: basic.isAdditive,
        isCumulative: basic.isCumulative, spring: (basic as? CASpringAnimation)?.spring))
  }

  /// A basic animation of a list property (colors, locations, a path); other kinds of
  /// animation of one are reported and play nothing.
  @MainActor
  private static func list(of property: CAPropertyAnimation, key: LayerListKeyPath) -> Content {
    guard let basic = property as? CABasicAnimation, !(basic is CASpringAnimation) else {
      Diagnostics.warn(
        "\(property.diagnosticName): Segue animates \"\(key.rawValue)\" with a "
          + "CABasicAnimation only; the animation changes nothing")
      return .none
    }
    guard let lists = values(of: basic, converted: key.list(from:)) else { return .none }
    return .list(ListBasic(key: key, from: lists[0], to: lists[1], by: lists[2]))
  }

  /// `fromValue`, `toValue` and `byValue` converted, nil where unset; nil after a warning
  /// naming the animation when one does not convert.
  @MainActor
  private static func values<Value>(
    of basic: CABasicAnimation, converted convert: (Any) -> Value?
  ) -> [Value?]? {
    var converted: [Value?] = []
    for (name, value) in [
      ("fromValue", basic.fromValue), ("toValue", basic.toValue), ("byValue", basic.byValue),
    ] {
      guard let value else {
        converted.append(nil)
        continue
      }
      guard let result = convert(value) else {
        Diagnostics.warn(
          "\(basic.diagnosticName): \(name) \(value) does not fit the key path; the animation "
            + "changes nothing")
        return nil
      }
      converted.append(result)
    }
    return converted
  }
}
