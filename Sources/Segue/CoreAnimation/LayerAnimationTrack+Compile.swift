import Foundation

extension LayerAnimationTrack {
  /// Compiles `animation` (already copied) for playing. Whatever cannot play (an unknown key
  /// path, values that do not fit it) is reported once, naming the animation, and the track
  /// then only times: its delegate still hears when it starts and stops.
  @MainActor
  init(compiling animation: CAAnimation) {
    timing = MediaTimingState(animation)
    curve = animation.timingFunction?.bezier
    content = Self.content(of: animation)
  }

  @MainActor
  private static func content(of animation: CAAnimation) -> Content {
    if let group = animation as? CAAnimationGroup {
      return .group((group.animations ?? []).map { LayerAnimationTrack(compiling: $0) })
    }
    guard let property = animation as? CAPropertyAnimation else { return .none }
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
    var vectors: [LayerVector?] = []
    for (name, value) in [
      ("fromValue", basic.fromValue), ("toValue", basic.toValue), ("byValue", basic.byValue),
    ] {
      guard let value else {
        vectors.append(nil)
        continue
      }
      guard let vector = key.kind.vector(from: value) else {
        Diagnostics.warn(
          "\(basic.diagnosticName): \(name) \(value) does not fit the key path; the animation "
            + "changes nothing")
        return .none
      }
      vectors.append(vector)
    }
    return .basic(
      Basic(
        key: key, from: vectors[0], to: vectors[1], by: vectors[2], isAdditive: basic.isAdditive,
        isCumulative: basic.isCumulative, spring: (basic as? CASpringAnimation)?.spring))
  }
}
