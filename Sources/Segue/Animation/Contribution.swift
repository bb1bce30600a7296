import Foundation

/// What one animation adds to one property of one view: `delta` (start value − model value
/// when the animation began) scaled by how much of the animation remains. A view presents
/// its model value plus all its contributions, so a new animation blends into a running one
/// and keyframes chain: each keyframe's delta covers its own segment.
@MainActor
struct Contribution {
  let animation: Animation
  let property: AnimatableProperty
  let delta: AnimatableVector
  /// The keyframe's share of the animation's progress, in 0…1; the whole range otherwise.
  let windowStart: Double
  let windowLength: Double

  /// 1 at the start of the animation (or keyframe), 0 at its end, negative on overshoot.
  var remaining: Double {
    let progress = animation.progress
    guard windowLength < 1 || windowStart > 0 else { return 1 - progress }
    guard windowLength > 0 else { return progress >= windowStart ? 0 : 1 }
    return 1 - min(max((progress - windowStart) / windowLength, 0), 1)
  }
}
