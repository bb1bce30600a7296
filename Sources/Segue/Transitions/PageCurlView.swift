import Foundation

/// The page of a `.partialCurl` as UIKit draws it: the presenting page wraps around a
/// cylinder lying along its bottom edge, which rolls up the screen uncovering the presented
/// controller below, the page's back (its content seen through the paper, under a white
/// veil) coming over on top, nearer the eye.
///
/// Drawn with what the renderer has: the page is one frozen snapshot cut into horizontal
/// strips `stripHeight` points tall, each a flat plane placed in 3D on the chord of the
/// cylinder it spans, under a shared perspective. The approximation: UIKit's curl leans (it
/// starts at the bottom-right corner, its axis at an angle) and is smooth; here the axis
/// stays parallel to the bottom edge and the cylinder is a prism of strips, shaded by a veil
/// that thins where the roll turns edge-on. As in UIKit the curled page stays over the top
/// of the presented controller until the dismissal uncurls it, and a tap on it dismisses
/// (`dismissesOnTap`); touches anywhere else go through to the presented controller.
@MainActor
final class PageCurlView: UIView {
  /// Points: the cylinder's radius.
  static let radius: CGFloat = 40
  /// Points: the height of a strip, a facet of the cylinder.
  static let stripHeight: CGFloat = 8
  /// Where the fold stands fully curled, as a fraction of the page's height from its top.
  static let foldAtEnd: CGFloat = 0.35
  /// The opacity of the white veil over the page's back, seen face-on.
  static let backVeil: Float = 0.7
  /// Points each strip reaches under the next, so no seam shows between them.
  static let overlap: CGFloat = 1

  /// Each strip: its part of the page (`rect`) and its view, `overlap` taller.
  private let strips: [(rect: CGRect, view: UIView, veil: UIView)]

  /// Strips of `page` as it is now, over its frame, seen from `eyeDistance` points.
  init(page: UIView, eyeDistance: CGFloat) {
    let size = page.bounds.size
    let count = max(Int((size.height / Self.stripHeight).rounded(.up)), 1)
    let rects = (0..<count).map { index in
      let top = CGFloat(index) * Self.stripHeight
      return CGRect(
        x: 0, y: top, width: size.width, height: min(Self.stripHeight, size.height - top))
    }
    let drawn = rects.map { rect in
      CGRect(
        x: rect.minX, y: rect.minY, width: rect.width,
        height: min(rect.height + Self.overlap, size.height - rect.minY))
    }
    let snapshots = page.snapshotViews(of: drawn, afterScreenUpdates: true)
    strips = zip(zip(rects, drawn), snapshots).map { rects, snapshot in
      let (rect, frame) = rects
      snapshot.frame = frame
      let veil = UIView(frame: snapshot.bounds)
      veil.backgroundColor = .white
      veil.alpha = 0
      snapshot.addSubview(veil)
      return (rect, snapshot, veil)
    }
    super.init(frame: page.frame)
    isUserInteractionEnabled = false
    layer.sublayerTransform.m34 = -1 / eyeDistance
    for strip in strips { addSubview(strip.view) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// From now on a tap on the curled page (where its strips are drawn, as hit through their
  /// planes) dismisses `presented` with the reverse curl, as UIKit's partial curl does.
  func dismissesOnTap(_ presented: UIViewController) {
    isUserInteractionEnabled = true
    addGestureRecognizer(
      UITapGestureRecognizer(target: nil) { [weak presented] _ in
        presented?.presentingViewController?.dismiss(animated: true)
      })
  }

  /// Only the strips take touches: the part of the page frame they left uncovered belongs
  /// to the presented controller below.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

  /// Where the point `y` points down the flat page lies with the fold at `fold`: flat above
  /// it, around the cylinder, then flat again on top, facing away.
  private static func point(_ y: CGFloat, fold: CGFloat) -> (y: CGFloat, z: CGFloat) {
    let arc = y - fold
    guard arc > 0 else { return (y, 0) }
    guard arc < .pi * radius else { return (fold - (arc - .pi * radius), 2 * radius) }
    return (fold + radius * sin(arc / radius), radius * (1 - cos(arc / radius)))
  }

  /// Each strip's part of the page, top to bottom, in the page's coordinates.
  var stripRects: [CGRect] { strips.map(\.rect) }

  /// Each strip's transform (about its view's middle) and veil opacity at `progress`: 0
  /// flat, 1 fully curled. The strip's part of the page goes onto the chord of the page's
  /// curve between its ends.
  func pose(at progress: CGFloat) -> [(transform: CATransform3D, veil: Float)] {
    let height = bounds.height
    let fold = height - progress * height * (1 - Self.foldAtEnd)
    return strips.map { strip in
      let (rect, frame) = (strip.rect, strip.view.frame)
      // A page with no height (a window sized to nothing) has nothing to curl.
      guard rect.height > 0 else { return (CATransform3DIdentity, 0) }
      let (top, bottom) = (Self.point(rect.minY, fold: fold), Self.point(rect.maxY, fold: fold))
      let (dy, dz) = (bottom.y - top.y, bottom.z - top.z)
      let angle = atan2(dz, dy)
      // Where the view's middle goes, along the chord.
      let along = (frame.midY - rect.minY) / rect.height
      var transform = CATransform3DMakeTranslation(
        0, top.y + along * dy - frame.midY, top.z + along * dz)
      transform = CATransform3DRotate(transform, angle, 1, 0, 0)
      transform = CATransform3DScale(
        transform, 1, (dy * dy + dz * dz).squareRoot() / rect.height, 1)
      let facing = cos(angle)
      return (transform, facing < 0 ? Self.backVeil * Float(0.5 - 0.5 * facing) : 0)
    }
  }

  /// Curls the page from `start` to `end` progress over `duration` seconds, ease-in-out,
  /// through `keyframes` poses; the model is left at `end`.
  func animate(from start: CGFloat, to end: CGFloat, duration: TimeInterval, keyframes: Int = 24) {
    let poses = (0...keyframes).map {
      pose(at: start + (end - start) * CGFloat($0) / CGFloat(keyframes))
    }
    for (index, strip) in strips.enumerated() {
      let transforms = poses.map { $0[index].transform }
      let veils = poses.map { $0[index].veil }
      strip.view.layer.transform = transforms[keyframes]
      strip.veil.layer.opacity = veils[keyframes]
      for (layer, key, values) in [
        (strip.view.layer, "transform", transforms as [Any]),
        (strip.veil.layer, "opacity", veils as [Any]),
      ] {
        let animation = CAKeyframeAnimation(keyPath: key)
        animation.values = values
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "pageCurl")
      }
    }
  }
}
