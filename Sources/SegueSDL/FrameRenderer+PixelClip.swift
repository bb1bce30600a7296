import CCairo
import Foundation
import Segue

extension FrameRenderer {
  /// The clip in force in the frame's pixels, when it is one rectangle of whole pixels and
  /// the context draws straight into the frame: the pass's rectangle (or the frame) narrowed
  /// by every clip open. Nil when an open clip is not whole pixels, or when anything stands
  /// between the context and the frame: a group, a mask, a projection's plane, an image
  /// being rasterised; and when the renderer is told to leave all drawing to cairo. (Empty
  /// when nothing can be drawn.)
  func wholePixelClip() -> CGRect? {
    guard compositesItself, context == frameContext, planes.isEmpty,
      cairo_get_group_target(context) == surface
    else { return nil }
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    var clip = frame
    if let pass {
      // Damage is whole pixels (`draw(_:scale:within:)`); anything else is cairo's to clip.
      guard pass.integral == pass else { return nil }
      clip = pass.intersection(frame)
    }
    for opened in open {
      guard case .clip(let pixels) = opened, let pixels else { return nil }
      clip = clip.intersection(pixels)
    }
    return clip
  }

  /// Whether the context draws in the frame's pixels: into the frame, or into a group
  /// drawn over it (not a projection's plane, nor an image being rasterised).
  var drawsInFramePixels: Bool {
    planes.isEmpty && (context == frameContext || context == groupSurface.context)
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
    return fixed.truncatingRemainder(dividingBy: 256) == 0 ? fixed / 256 : nil
  }
}
