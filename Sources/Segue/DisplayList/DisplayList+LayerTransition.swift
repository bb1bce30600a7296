import Foundation

extension DisplayList {
  /// Replaces the list with `layer`'s tree as the screen shows it now (not laid out or
  /// displayed again), in its bounds coordinates, at full opacity: a transition's "before".
  @MainActor
  mutating func captureShown(_ layer: CALayer) {
    removeAll()
    displaysLayers = false
    defer { displaysLayers = true }
    var shown = layer.presentationState()
    shown.opacity = 1
    appendLayer(layer, shown: shown, transform: .identity, opacity: 1)
  }

  /// Draws `layer` under its running transition at `progress`: what it showed when the
  /// transition was added and what it shows now, each moved and faded as the transition's
  /// type has them, clipped to the layer when it `masksToBounds`, and composited together
  /// with the layer's opacity.
  @MainActor
  mutating func appendTransition(
    _ transition: LayerTransition, progress: Double, of layer: CALayer, shown: LayerPresentation,
    transform: CGAffineTransform, opacity: CGFloat
  ) {
    let frame = transition.frame(progress: progress, size: shown.bounds.size)
    let clips = layer.masksToBounds
    if clips {
      append(
        .pushClip(
          Clip(
            rect: shown.bounds, transform: transform, cornerRadius: shown.cornerRadius,
            corners: layer.maskedCorners, cornerCurve: layer.cornerShape)))
    }
    let alpha = opacity * shown.opacity
    // An added content needs a group of its own to add to; opacity is applied once, to both.
    let grouped = alpha < 1 || frame.newAdds
    if grouped { append(.pushGroup(Group(opacity: alpha, shadow: nil))) }
    var now = shown
    now.opacity = 1
    if !frame.oldOnTop { appendBefore(transition, frame.old, transform: transform) }
    let moved = Self.moved(transform, by: frame.new.offset)
    if frame.newAdds {
      append(.pushGroup(Group(opacity: frame.new.opacity, shadow: nil, adds: true)))
      appendLayer(layer, shown: now, transform: moved, opacity: 1, showsTransition: false)
      append(.popGroup)
    } else {
      appendLayer(
        layer, shown: now, transform: moved, opacity: frame.new.opacity, showsTransition: false)
    }
    if frame.oldOnTop { appendBefore(transition, frame.old, transform: transform) }
    if grouped { append(.popGroup) }
    if clips { append(.popClip) }
  }

  private mutating func appendBefore(
    _ transition: LayerTransition, _ placement: LayerTransition.Placement,
    transform: CGAffineTransform
  ) {
    guard placement.opacity > 0 else { return }
    append(
      transition.before, transform: Self.moved(transform, by: placement.offset),
      opacity: placement.opacity)
  }

  /// `transform` (bounds coordinates to the list's) after a move of `offset` points in
  /// bounds coordinates.
  private static func moved(_ transform: CGAffineTransform, by offset: CGSize)
    -> CGAffineTransform
  {
    CGAffineTransform(translationX: offset.width, y: offset.height).concatenating(transform)
  }
}
