import Foundation

/// How one axis of a scroll view moves after a release or an animated change: a glide that
/// may run into an edge and bounce, or a spring to a resting place. Every piece is a closed
/// form of the time since the motion began (`ScrollPhysics`).
internal struct ScrollAxisMotion {
  enum Piece {
    case glide(Deceleration)
    case spring(CriticalSpring)
  }

  private(set) var piece: Piece
  /// Seconds (since the motion began) at which the glide reaches an edge, and what follows:
  /// a bounce from that edge, or a stop there when the scroll view does not bounce.
  private var edge: (time: TimeInterval, position: CGFloat, bounces: Bool)?
  private var pieceStart: TimeInterval = 0

  /// A glide from `origin` at `velocity` (points per second) and `rate` (per millisecond)
  /// inside `range`: past an edge it bounces back (`bounces`) or stops there. Released past
  /// an edge already, it springs back to it, keeping the velocity unless that would carry
  /// it through the edge into the content (then it eases back without overshoot).
  init(
    origin: CGFloat, velocity: CGFloat, rate: CGFloat, range: ClosedRange<CGFloat>, bounces: Bool
  ) {
    if origin < range.lowerBound || origin > range.upperBound {
      let edge = origin < range.lowerBound ? range.lowerBound : range.upperBound
      let displacement = origin - edge
      // v₀ + ω·x₀ against x₀'s sign crosses the rest position once: not a bounce.
      let crosses = (velocity + CriticalSpring.angularFrequency * displacement) * displacement < 0
      piece = .spring(
        CriticalSpring(
          rest: edge, displacement: displacement,
          velocity: crosses ? -CriticalSpring.angularFrequency * displacement : velocity))
      return
    }
    let glide = Deceleration(origin: origin, velocity: velocity, rate: rate)
    piece = .glide(glide)
    let end = glide.destination
    guard end < range.lowerBound || end > range.upperBound else { return }
    let position = end < range.lowerBound ? range.lowerBound : range.upperBound
    if let time = glide.time(reaching: position) {
      edge = (time, position, bounces)
    }
  }

  /// A spring from `origin` to `target` starting still: an animated `setContentOffset`.
  init(springingFrom origin: CGFloat, to target: CGFloat) {
    piece = .spring(CriticalSpring(rest: target, displacement: origin - target, velocity: 0))
  }

  /// A glide that lands exactly on `target`: the start velocity is chosen for it (a
  /// delegate's changed `targetContentOffset`), so the feel of `rate` is kept.
  init(gliding origin: CGFloat, to target: CGFloat, rate: CGFloat) {
    let velocity = Deceleration.velocity(covering: target - origin, rate: rate)
    piece = .glide(Deceleration(origin: origin, velocity: velocity, rate: rate))
  }

  /// The position at `t` seconds since the motion began, and whether it has arrived (then
  /// the position is exactly the resting place).
  mutating func position(at t: TimeInterval) -> (position: CGFloat, arrived: Bool) {
    if case .glide(let glide) = piece, let edge, t >= edge.time {
      guard edge.bounces else { return (edge.position, true) }
      piece = .spring(
        CriticalSpring(
          rest: edge.position, displacement: 0, velocity: glide.velocity(at: edge.time)))
      pieceStart = edge.time
      self.edge = nil
    }
    let local = t - pieceStart
    switch piece {
    case .glide(let glide):
      return local >= glide.duration ? (glide.destination, true) : (glide.offset(at: local), false)
    case .spring(let spring):
      return spring.isAtRest(at: local) ? (spring.rest, true) : (spring.offset(at: local), false)
    }
  }

  /// Where the motion comes to rest.
  var destination: CGFloat {
    if let edge { return edge.position }
    switch piece {
    case .glide(let glide): return glide.destination
    case .spring(let spring): return spring.rest
    }
  }
}
