import Foundation

/// The two modal styles drawn in 3D: `.flipHorizontal` and `.partialCurl`, as Core
/// Animation transforms with perspective on the views' layers (the curl's on strips of a
/// snapshot of the page).
extension DefaultModalAnimator {
  /// The perspective of both turns: the eye 1000 points in front of the screen.
  static let eyeDistance: CGFloat = 1000
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

  /// The presenting page curls up off the presented one from its bottom edge, around a
  /// cylinder (`PageCurlView`, which stands in for it), and uncurls at dismissal, where the
  /// curl left over the presented page since the presentation gives way to a new one.
  /// `page` is the presenting page, above the presented one in the container; the curl is
  /// returned so the completion takes it away or leaves it.
  func curl(_ page: UIView, presenting: Bool, duration: TimeInterval) -> PageCurlView {
    for leftOver in page.superview?.subviews ?? [] where leftOver is PageCurlView {
      leftOver.removeFromSuperview()
    }
    let curl = PageCurlView(page: page, eyeDistance: Self.eyeDistance)
    page.superview?.insertSubview(curl, aboveSubview: page)
    page.isHidden = true
    curl.animate(from: presenting ? 0 : 1, to: presenting ? 1 : 0, duration: duration)
    return curl
  }

  /// A rotation by `angle` about the axis (x, y, 0) through the layer's anchor, seen in
  /// perspective.
  private func rotation(_ angle: CGFloat, x: CGFloat, y: CGFloat) -> CATransform3D {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / Self.eyeDistance
    return CATransform3DRotate(perspective, angle, x, y, 0)
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
