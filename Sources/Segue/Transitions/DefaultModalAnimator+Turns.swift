import Foundation

/// The two modal styles drawn in 3D: `.flipHorizontal` and `.partialCurl`, as Core
/// Animation transforms with perspective on the views' layers.
extension DefaultModalAnimator {
  /// The perspective of both turns: the eye 1000 points in front of the screen.
  static let eyeDistance: CGFloat = 1000
  /// How far the curl lifts the presenting page about its top edge, in radians (0.6 of
  /// a quarter turn: the page stands leaning over, its back to the viewer's eye).
  static let curlAngle: CGFloat = 0.6 * .pi / 2

  /// Both pages turn half a turn about the vertical axis through their middle, back to
  /// back (neither shows its back), the right edge coming forward when presenting and the
  /// left when dismissing.
  func flip(
    from fromView: UIView?, to toView: UIView?, presenting: Bool, duration: TimeInterval
  ) {
    let direction: CGFloat = presenting ? 1 : -1
    for (view, start, end) in [(fromView, 0, direction * .pi), (toView, -direction * .pi, 0)] {
      guard let view else { continue }
      view.layer.isDoubleSided = false
      turn(view, from: rotation(start, x: 0, y: 1), to: rotation(end, x: 0, y: 1), duration)
    }
  }

  /// The presenting page lifts about its top edge towards the viewer, uncovering the
  /// presented one beneath it, and lies back down at dismissal. `page` is the presenting
  /// page, above the presented one in the container for the transition.
  func curl(_ page: UIView, presenting: Bool, duration: TimeInterval) {
    let flat = CATransform3DIdentity
    let lifted = lift(Self.curlAngle, height: page.bounds.height)
    turn(page, from: presenting ? flat : lifted, to: presenting ? lifted : flat, duration)
  }

  /// A rotation by `angle` about the axis (x, y, 0) through the layer's anchor, seen in
  /// perspective.
  private func rotation(_ angle: CGFloat, x: CGFloat, y: CGFloat) -> CATransform3D {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / Self.eyeDistance
    return CATransform3DRotate(perspective, angle, x, y, 0)
  }

  /// A rotation by `angle` about the top edge of a page `height` points tall (its anchor
  /// is its middle), in perspective.
  private func lift(_ angle: CGFloat, height: CGFloat) -> CATransform3D {
    var transform = CATransform3DIdentity
    transform.m34 = -1 / Self.eyeDistance
    transform = CATransform3DTranslate(transform, 0, -height / 2, 0)
    transform = CATransform3DRotate(transform, angle, 1, 0, 0)
    return CATransform3DTranslate(transform, 0, height / 2, 0)
  }

  /// Animates `view`'s layer transform from `start` to `end`, ease-in-out, leaving the
  /// model at `end` (the completion puts it back to the identity).
  private func turn(
    _ view: UIView, from start: CATransform3D, to end: CATransform3D,
    _ duration: TimeInterval
  ) {
    let animation = CABasicAnimation(keyPath: "transform")
    animation.fromValue = start
    animation.toValue = end
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    view.layer.transform = end
    view.layer.add(animation, forKey: "modalTurn")
  }
}
