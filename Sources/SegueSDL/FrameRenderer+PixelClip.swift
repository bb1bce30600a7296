import CCairo
import Foundation
import Segue

extension FrameRenderer {
  /// Where the renderer may composite itself (`FrameCompositor`), and the clip in force
  /// there, when that clip is one rectangle of whole pixels in the pixels `base` maps to:
  /// - drawing into the frame, the pass's rectangle (or the frame);
  /// - drawing into one of `groupSurfaces`, the region of its group;
  /// - drawing into a 3D layer's plane, the plane;
  ///
  /// narrowed by every clip opened since. Nil when an open clip is not whole pixels, when
  /// cairo has a group of its own open on the context (a shadow's, a mask's), or when the
  /// context is another one (an image being rasterised, a plane with no surface); and when
  /// the renderer is told to leave all drawing to cairo. (The clip is empty when nothing
  /// can be drawn.)
  func pixelTarget() -> (target: FrameCompositor.Target, clip: CGRect)? {
    guard compositesItself, cairo_get_group_target(context) == cairo_get_target(context)
    else { return nil }
    // nil until a clip is met: most fills have none open, and the frame's own bounds need no
    // intersecting with an infinite rectangle (whole pixels, so the same rectangle).
    var clip: CGRect?
    func narrowed(to rect: CGRect) -> CGRect { clip?.intersection(rect) ?? rect }
    for opened in open.reversed() {
      switch opened {
      case .clip(let pixels):
        guard let pixels else { return nil }
        clip = narrowed(to: pixels)
      case .ownGroup(_, let region, let depth):
        guard context == groupSurfaces[depth].context,
          let target = FrameCompositor.Target(
            groupSurfaces[depth], origin: (Int32(region.minX), Int32(region.minY)))
        else { return nil }
        return (target, narrowed(to: region))
      case .projection:
        let depth = planes.count - 1
        guard let plane = planes.last, plane.width > 0, context == planeSurfaces[depth].context,
          let target = FrameCompositor.Target(planeSurfaces[depth])
        else { return nil }
        return (target, narrowed(to: CGRect(x: 0, y: 0, width: plane.width, height: plane.height)))
      case .group, .mask, .maskShape:
        return nil
      }
    }
    guard context == frameContext else { return nil }
    var frame = CGRect(x: 0, y: 0, width: width, height: height)
    if let pass {
      // Damage is whole pixels (`draw(_:scale:within:)`); anything else is cairo's to clip.
      guard pass.integral == pass else { return nil }
      frame = pass.intersection(frame)
    }
    return (compositor.frame, narrowed(to: frame))
  }

  /// The clip in force in the frame's pixels when the renderer draws straight into the
  /// frame and may composite itself there (`pixelTarget()`).
  func wholePixelClipInFrame() -> CGRect? {
    guard let (target, clip) = pixelTarget(), target.surface == surface else { return nil }
    return clip
  }

  /// The clip in force in the frame's pixels when the renderer draws into the frame or into
  /// a group of its own drawn over it (`ownGroup`), and may composite itself there; and how
  /// many such groups are open (the depth of a group pushed now).
  func wholePixelClipInFramePixels() -> (clip: CGRect, depth: Int)? {
    guard planes.isEmpty, let (target, clip) = pixelTarget() else { return nil }
    // With no plane open, `pixelTarget` composites into the innermost group of the renderer's
    // own, or into the frame.
    for opened in open.reversed() {
      if case .ownGroup(_, _, let depth) = opened { return (clip, depth + 1) }
    }
    return target.surface == surface ? (clip, 0) : nil
  }

  /// Whether the context draws in the frame's pixels: into the frame, or into a group
  /// drawn over it (not a projection's plane, nor an image being rasterised).
  var drawsInFramePixels: Bool {
    guard planes.isEmpty else { return false }
    if context == frameContext { return true }
    for surface in groupSurfaces where context == surface.context { return true }
    return false
  }

  /// `clip`'s rectangle in pixels under the current base when cairo keeps it as a region:
  /// a plain rectangle (no path, no rounded corner) on whole pixels. Nil otherwise.
  func wholePixels(of clip: Clip) -> CGRect? {
    guard clip.path == nil, clip.cornerRadius <= 0 || clip.corners.isEmpty else { return nil }
    return wholePixels(of: clip.rect, under: clip.transform)
  }

  /// `rect` in pixels under `transform` and the current base, when that only scales and
  /// moves it onto whole pixels as cairo sees them: its corner and its size (a rectangle's
  /// path is its corner, then its sides as distances) whole numbers in cairo's 24.8 fixed
  /// point. Nil otherwise.
  func wholePixels(of rect: CGRect, under transform: CGAffineTransform) -> CGRect? {
    let t = transform.concatenating(base)
    guard t.b == 0, t.c == 0, t.a > 0, t.d > 0,
      let x = Self.wholePixel(t.a * Double(rect.minX) + t.tx),
      let y = Self.wholePixel(t.d * Double(rect.minY) + t.ty),
      let width = Self.wholePixel(t.a * Double(rect.width)),
      let height = Self.wholePixel(t.d * Double(rect.height)), width >= 0, height >= 0
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// `value` as a whole number when cairo's fixed point (1/256, rounded to nearest even)
  /// holds it as one.
  private static func wholePixel(_ value: Double) -> Double? {
    guard value.isFinite, abs(value) < Double(1 << 23) else { return nil }
    let fixed = (value * 256).rounded(.toNearestOrEven)
    // An integer test, not `truncatingRemainder` (a call to `fmod` for every fill); 64 bits,
    // as a value just under 2^23 pixels rounds to 2^31 in fixed point.
    return Int64(fixed) & 255 == 0 ? fixed / 256 : nil
  }
}
