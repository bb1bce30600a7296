import Foundation

/// A `CATransition` compiled for playing on one layer: what the layer showed when it was
/// added, and where that and the layer's new content are drawn at each progress.
struct LayerTransition {
  enum Kind {
    case fade, moveIn, push, reveal
  }

  /// Where one of the two contents is drawn: moved by `offset` (points, in the layer's
  /// bounds coordinates), with `opacity` (0…1).
  struct Placement: Equatable {
    var offset: CGSize
    var opacity: CGFloat
  }

  /// Both contents at one progress. `oldOnTop` draws the old content over the new;
  /// `newAdds` adds the new content's light to the old's instead of painting over it, so
  /// a cross-fade of two opaque contents stays opaque throughout.
  struct Frame: Equatable {
    var old: Placement
    var new: Placement
    var oldOnTop: Bool
    var newAdds: Bool
  }

  let kind: Kind
  /// The motion's direction, a unit step along one axis: `.fromRight` is (−1, 0).
  let direction: (dx: CGFloat, dy: CGFloat)
  let startProgress: Double
  let endProgress: Double
  /// The layer as it showed when the transition was added, in its bounds coordinates, at
  /// full opacity; empty when it had never been drawn.
  let before: [DisplayCommand]

  /// Compiles `transition` with `before`, the layer's content when it was added. Unknown
  /// types, unknown subtypes and invalid progresses are read as the defaults, each with a
  /// warning naming it.
  init(_ transition: CATransition, before: [DisplayCommand]) {
    switch transition.type {
    case .fade: kind = .fade
    case .moveIn: kind = .moveIn
    case .push: kind = .push
    case .reveal: kind = .reveal
    default:
      Diagnostics.warn(
        "CATransition: Segue does not draw the transition type \"\(transition.type.rawValue)\" "
          + "(not one of fade, moveIn, push, reveal); playing it as fade")
      kind = .fade
    }
    switch transition.subtype {
    case .fromRight?: direction = (-1, 0)
    case .fromTop?: direction = (0, 1)
    case .fromBottom?: direction = (0, -1)
    case nil, .fromLeft?: direction = (1, 0)
    case let other?:
      Diagnostics.warn(
        "\(transition.diagnosticName): unknown subtype \"\(other.rawValue)\"; using fromLeft")
      direction = (1, 0)
    }
    let start = Self.progress(transition.startProgress, named: "startProgress", default: 0)
    let end = Self.progress(transition.endProgress, named: "endProgress", default: 1)
    if end < start {
      Diagnostics.warn(
        "CATransition: endProgress \(end) is below startProgress \(start); holding at "
          + "startProgress")
    }
    (startProgress, endProgress) = (start, max(start, end))
    self.before = before
  }

  /// `value` clamped to 0…1; `fallback` for NaN, with a warning.
  private static func progress(_ value: Float, named name: String, default fallback: Double)
    -> Double
  {
    guard !value.isNaN else {
      Diagnostics.warn("CATransition: \(name) is NaN; using \(fallback)")
      return fallback
    }
    return min(max(Double(value), 0), 1)
  }

  /// The transition's progress when its animation is `fraction` (0…1, after the timing
  /// function) of the way through.
  func progress(atFraction fraction: Double) -> Double {
    startProgress + (endProgress - startProgress) * fraction
  }

  /// Both contents at `progress` (0…1) over a layer of `size` points. Moving content
  /// travels one whole size: the new starts just outside the layer, the old ends there.
  func frame(progress: Double, size: CGSize) -> Frame {
    let p = CGFloat(progress)
    let still = Placement(offset: .zero, opacity: 1)
    // The old content's way out and the new content's way in, both along `direction`.
    let out = Placement(
      offset: CGSize(width: direction.dx * p * size.width, height: direction.dy * p * size.height),
      opacity: 1)
    let into = Placement(
      offset: CGSize(
        width: direction.dx * (p - 1) * size.width, height: direction.dy * (p - 1) * size.height),
      opacity: 1)
    switch kind {
    case .fade:
      return Frame(
        old: Placement(offset: .zero, opacity: 1 - p), new: Placement(offset: .zero, opacity: p),
        oldOnTop: false, newAdds: true)
    case .push: return Frame(old: out, new: into, oldOnTop: false, newAdds: false)
    case .moveIn: return Frame(old: still, new: into, oldOnTop: false, newAdds: false)
    case .reveal: return Frame(old: out, new: still, oldOnTop: true, newAdds: false)
    }
  }
}
