import Foundation

/// An added animation compiled for playing: its timing and its values converted once, so a
/// frame evaluates it with arithmetic alone (no casts, no allocation). A group is a track of
/// tracks, each in the group's time.
struct LayerAnimationTrack {
  enum Content {
    /// A `CAAnimation` with no property, or one whose values could not be read: it only times.
    case none
    case basic(Basic)
    case keyframes(LayerKeyframes)
    case group([LayerAnimationTrack])
    /// A basic animation of a list value, read with `list(_:beneath:atParent:)`.
    case list(ListBasic)
    /// A `CATransition`, drawn by the display list (`transition(atParent:)`).
    case transition(LayerTransition)
  }

  struct ListBasic {
    let key: LayerListKeyPath
    let from: LayerList?
    let to: LayerList?
    let by: LayerList?
  }

  struct Basic {
    let key: LayerKeyPath
    let from: LayerVector?
    let to: LayerVector?
    let by: LayerVector?
    let isAdditive: Bool
    let isCumulative: Bool
    /// For a spring animation: progress follows it in real seconds, not `curve`.
    let spring: Spring?
  }

  var timing: MediaTimingState
  let curve: CubicBezier?
  let content: Content

  /// Applies the track at its parent's time `time` (the layer's local time, or the group's).
  func apply(to shown: inout LayerPresentation, atParent time: Double) {
    guard let (simple, iteration, fraction) = cycle(atParent: time) else { return }
    let duration = timing.duration
    switch content {
    case .none: break
    case .basic(let basic):
      basic.apply(
        to: &shown, fraction: basic.spring.map { $0.value(at: simple) } ?? fraction,
        iteration: iteration)
    case .keyframes(let keyframes):
      keyframes.apply(to: &shown, fraction: fraction, iteration: iteration)
    case .group(let children):
      // Children run in the group's time, with its timing function applied to it.
      let groupTime = fraction * duration
      for child in children { child.apply(to: &shown, atParent: groupTime) }
    case .list, .transition: break
    }
  }

  /// Seconds into the current cycle, the cycle number and the cycle's progress after the
  /// timing function, at its parent's time `time`; nil while it shows nothing.
  private func cycle(atParent time: Double) -> (
    simple: Double, iteration: Double, fraction: Double
  )? {
    guard let (simple, iteration) = timing.simpleTime(atLocal: timing.localTime(atParent: time))
    else { return nil }
    let linear = simple / timing.duration
    return (simple, iteration, curve.map { $0.value(at: linear) } ?? linear)
  }

  /// The transition the track plays and its progress (0…1) at its parent's time `time`; nil
  /// when it plays none or shows nothing now.
  func transition(atParent time: Double) -> (transition: LayerTransition, progress: Double)? {
    guard case .transition(let transition) = content,
      let (_, _, fraction) = cycle(atParent: time)
    else { return nil }
    return (transition, transition.progress(atFraction: fraction))
  }

  /// The value of the list property `key` at its parent's time `time`, over `beneath`
  /// (what the layer shows without this track); `beneath` when the track does not animate
  /// it or is not active.
  func list(_ key: LayerListKeyPath, beneath: LayerList?, atParent time: Double) -> LayerList? {
    guard animates(key), let (_, _, fraction) = cycle(atParent: time) else { return beneath }
    switch content {
    case .list(let basic): return basic.value(beneath: beneath, fraction: fraction)
    case .group(let children):
      let groupTime = fraction * timing.duration
      return children.reduce(beneath) { $1.list(key, beneath: $0, atParent: groupTime) }
    default: return beneath
    }
  }

  /// True when the track (or a child) animates the list property `key`.
  func animates(_ key: LayerListKeyPath) -> Bool {
    switch content {
    case .list(let basic): basic.key == key
    case .group(let children): children.contains { $0.animates(key) }
    default: false
    }
  }
}

extension LayerAnimationTrack.ListBasic {
  /// Core Animation's rules for missing values, as `Basic.endpoints`; a `byValue` that does
  /// not match the value it adds to plays nothing.
  func value(beneath: LayerList?, fraction: Double) -> LayerList? {
    let start: LayerList?
    let end: LayerList?
    switch (from, to, by) {
    case (let from?, let to?, _): (start, end) = (from, to)
    case (let from?, nil, let by?): (start, end) = (from, from.adding(by))
    case (nil, let to?, let by?): (start, end) = (to.subtracting(by), to)
    case (let from?, nil, nil): (start, end) = (from, beneath)
    case (nil, let to?, nil): (start, end) = (beneath, to)
    case (nil, nil, let by?): (start, end) = (beneath, beneath?.adding(by))
    case (nil, nil, nil): (start, end) = (beneath, beneath)
    }
    guard let start, let end else { return fraction < 1 ? start ?? beneath : end ?? beneath }
    return start.interpolated(to: end, fraction: fraction)
  }
}

extension LayerAnimationTrack.Basic {
  /// The start and end values, with Core Animation's rules for the missing ones;
  /// `current` is the value beneath the animation.
  func endpoints(current: LayerVector) -> (start: LayerVector, end: LayerVector) {
    switch (from, to, by) {
    case (let from?, let to?, _): (from, to)
    case (let from?, nil, let by?): (from, from + by)
    case (nil, let to?, let by?): (to - by, to)
    case (let from?, nil, nil): (from, current)
    case (nil, let to?, nil): (current, to)
    case (nil, nil, let by?): (current, current + by)
    case (nil, nil, nil): (current, current)
    }
  }

  func apply(to shown: inout LayerPresentation, fraction: Double, iteration: Double) {
    let beneath = key.read(from: shown)
    let (start, end) = endpoints(current: isAdditive ? key.additiveIdentity : beneath)
    var value = key.interpolate(start, end, fraction: fraction)
    if isCumulative { value += (end - start) * iteration }
    key.write(isAdditive ? key.combine(value, over: beneath) : value, into: &shown)
  }
}

extension LayerKeyPath {
  /// `fraction` of the way from `start` to `end`: transforms through their decompositions
  /// (a turn stays a turn), everything else lane by lane.
  func interpolate(_ start: LayerVector, _ end: LayerVector, fraction: Double) -> LayerVector {
    guard kind == .matrix, let from = DecomposedTransform(CATransform3D(start)),
      let to = DecomposedTransform(CATransform3D(end))
    else { return start + (end - start) * fraction }
    return from.interpolated(to: to, fraction: fraction).transform.layerVector
  }

  /// An additive animation's `value` on top of the value `beneath` it: transforms are
  /// concatenated (the animation's first), everything else adds.
  func combine(_ value: LayerVector, over beneath: LayerVector) -> LayerVector {
    guard kind == .matrix else { return value + beneath }
    return CATransform3DConcat(CATransform3D(value), CATransform3D(beneath)).layerVector
  }
}
