import Foundation

extension CGRect {
  /// The whole pixels this box (points) touches at `scale`: all that anti-aliasing reaches;
  /// `.null` for an empty or null box.
  package func outerPixels(scale: CGFloat) -> CGRect {
    guard !isNull, !isEmpty else { return .null }
    let left = (minX * scale).rounded(.down)
    let top = (minY * scale).rounded(.down)
    let right = (maxX * scale).rounded(.up)
    let bottom = (maxY * scale).rounded(.up)
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The whole pixels this box (points) covers entirely at `scale`: where an opaque fill of
  /// it leaves exactly its color, whatever lay beneath; `.null` when there are none.
  package func innerPixels(scale: CGFloat) -> CGRect {
    guard !isNull, !isEmpty else { return .null }
    let left = (minX * scale).rounded(.up)
    let top = (minY * scale).rounded(.up)
    let right = (maxX * scale).rounded(.down)
    let bottom = (maxY * scale).rounded(.down)
    guard right > left, bottom > top else { return .null }
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether `other` lies inside this box, both of whole pixels (neither null nor flipped):
  /// `contains(_:)` without Foundation's general cases, for the culling's thousands of tests
  /// a frame.
  package func holds(_ other: CGRect) -> Bool {
    other.origin.x >= origin.x && other.origin.y >= origin.y
      && other.origin.x + other.size.width <= origin.x + size.width
      && other.origin.y + other.size.height <= origin.y + size.height
  }
}

extension Fill {
  /// The pixels this fill leaves exactly its color at `scale`, whatever lay beneath: its
  /// whole covered pixels when it is opaque, square-cornered and unrotated; `.null`
  /// otherwise.
  package func coveredPixels(scale: CGFloat) -> CGRect {
    guard color.bytes.a == 255, cornerRadius <= 0, !erases, transform.b == 0, transform.c == 0
    else { return .null }
    return rect.applying(transform).innerPixels(scale: scale)
  }
}

extension Clip {
  /// The pixels what it holds may reach at `scale` (`outer`), and those where it lets all
  /// of a drawing through (`inner`: `.null` unless square-cornered, unrotated and without
  /// a path).
  package func pixels(scale: CGFloat) -> (outer: CGRect, inner: CGRect) {
    let box = rect.applying(transform)
    let square =
      cornerRadius <= 0 && path == nil && transform.b == 0
      && transform.c == 0
    return (box.outerPixels(scale: scale), square ? box.innerPixels(scale: scale) : .null)
  }
}

extension BackdropBlur {
  /// The pixels it reads or paints at `scale`: the screen it samples and its rect; nil when
  /// it may sample the whole frame (no `limit`).
  package func readPixels(scale: CGFloat) -> CGRect? {
    limit.map {
      $0.outerPixels(scale: scale).union(rect.applying(transform).outerPixels(scale: scale))
    }
  }
}
