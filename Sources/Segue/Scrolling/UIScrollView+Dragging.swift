import Foundation

extension UIScrollView {
  /// A touch landed: a glide or bounce stops where it is, as on iOS.
  internal func touchDidLand() {
    isTracking = true
    stopMotion()
  }

  /// The touch lifted. A tap that caught the content past an edge lets it bounce back.
  internal func touchDidLift() {
    isTracking = false
    guard !isDragging, motion == nil, clampedOffset(contentOffset) != contentOffset else {
      return
    }
    glide(velocity: .zero, willDecelerate: false)
  }

  internal func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      // Measured from here, so the slop the pan needed to begin does not jump the content.
      pan.setTranslation(.zero, in: self)
      dragOrigin = unbandedOffset(contentOffset)
      isDragging = true
      delegate?.scrollViewWillBeginDragging(self)
    case .changed:
      let translation = pan.translation(in: self)
      let axes = scrollableAxes
      let raw = CGPoint(
        x: axes.horizontal ? dragOrigin.x - translation.x : contentOffset.x,
        y: axes.vertical ? dragOrigin.y - translation.y : contentOffset.y)
      moveContent(to: bandedOffset(raw))
    case .ended, .cancelled:
      // The content moves against the pointer. Cancelled: let go where it is, still.
      let velocity = pan.state == .ended ? pan.velocity(in: self) : .zero
      let axes = scrollableAxes
      endDrag(
        velocity: CGPoint(
          x: axes.horizontal ? -velocity.x : 0, y: axes.vertical ? -velocity.y : 0))
    default:
      break
    }
  }

  /// Where a drag to `raw` shows the content: on the rubber band past the edges, or held at
  /// them when the scroll view does not bounce.
  internal func bandedOffset(_ raw: CGPoint) -> CGPoint {
    guard bounces else { return clampedOffset(raw) }
    return mapOverscroll(raw, ScrollPhysics.rubberBand)
  }

  /// The drag position that `bandedOffset` shows as `shown`.
  private func unbandedOffset(_ shown: CGPoint) -> CGPoint {
    mapOverscroll(shown, ScrollPhysics.unbanded)
  }

  /// `point` with the part of each axis past an edge of `offsetRange` replaced by
  /// `map(part, bounds length on that axis)`.
  private func mapOverscroll(
    _ point: CGPoint, _ map: (CGFloat, CGFloat) -> CGFloat
  ) -> CGPoint {
    let range = offsetRange
    func axis(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
      let edge = min(max(value, range.lowerBound), range.upperBound)
      return value == edge ? value : edge + map(value - edge, dimension)
    }
    return CGPoint(
      x: axis(point.x, range.x, bounds.width), y: axis(point.y, range.y, bounds.height))
  }

  /// The release: the delegate sees the velocity (points per millisecond, as UIKit passes
  /// it) and the resting offset, and may move that offset; then the content glides there.
  private func endDrag(velocity: CGPoint) {
    let rate = decelerationRate.rawValue
    let natural = isPagingEnabled ? pageTarget(velocity: velocity) : naturalTarget(velocity)
    var target = natural
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
        targetContentOffset: pointer)
    }
    if !(target.x.isFinite && target.y.isFinite) {
      Diagnostics.warn(
        "scrollViewWillEndDragging set targetContentOffset to \(target); using \(natural)")
      target = natural
    }
    isDragging = false
    let offset = contentOffset
    let moves = target != natural || isPagingEnabled || velocity != .zero
    let willDecelerate = moves ? target != offset : clampedOffset(offset) != offset
    delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    guard willDecelerate else { return }
    if target != natural || isPagingEnabled {
      glide(to: target, rate: isPagingEnabled ? DecelerationRate.fast.rawValue : rate)
    } else {
      glide(velocity: velocity, willDecelerate: true)
    }
  }

  /// Where a release at `velocity` (points per second) comes to rest: its glide, inside the
  /// scrollable range (UIKit's proposed `targetContentOffset`; the glide itself may run
  /// past the edge onto the band and bounce back there).
  private func naturalTarget(_ velocity: CGPoint) -> CGPoint {
    let rate = decelerationRate.rawValue
    let offset = contentOffset
    return clampedOffset(
      CGPoint(
        x: offset.x + Deceleration.distance(velocity: velocity.x, rate: rate),
        y: offset.y + Deceleration.distance(velocity: velocity.y, rate: rate)))
  }

  /// Paging: the page (a multiple of the bounds size) nearest where a `.fast` glide would
  /// end, but never further than the pages on either side of the current position, so a
  /// fling turns one page, as on iOS.
  private func pageTarget(velocity: CGPoint) -> CGPoint {
    let offset = contentOffset
    let fast = DecelerationRate.fast.rawValue
    func axis(_ value: CGFloat, _ speed: CGFloat, _ page: CGFloat) -> CGFloat {
      guard page > 0 else { return value }
      let projected = value + Deceleration.distance(velocity: speed, rate: fast)
      let nearest = (projected / page).rounded()
      let index = min(max(nearest, (value / page).rounded(.down)), (value / page).rounded(.up))
      return index * page
    }
    return clampedOffset(
      CGPoint(
        x: axis(offset.x, velocity.x, bounds.width), y: axis(offset.y, velocity.y, bounds.height)))
  }

  /// Glides from the current offset at `velocity` (points per second), bouncing at the
  /// edges or stopping there, and springs back from past an edge.
  internal func glide(velocity: CGPoint, willDecelerate: Bool) {
    guard let engine = window?.animationEngine else {
      return moveContent(to: clampedOffset(naturalTarget(velocity)))
    }
    if willDecelerate { delegate?.scrollViewWillBeginDecelerating(self) }
    let range = offsetRange
    let rate = decelerationRate.rawValue
    let offset = contentOffset
    startMotion(
      ScrollMotion(
        x: ScrollAxisMotion(
          origin: offset.x, velocity: velocity.x, rate: rate, range: range.x, bounces: bounces),
        y: ScrollAxisMotion(
          origin: offset.y, velocity: velocity.y, rate: rate, range: range.y, bounces: bounces),
        kind: .deceleration, start: engine.clock.now),
      on: engine)
  }

  /// Glides to exactly `target` with the feel of `rate` (a target the delegate chose, or a
  /// page).
  private func glide(to target: CGPoint, rate: CGFloat) {
    guard let engine = window?.animationEngine else { return moveContent(to: target) }
    delegate?.scrollViewWillBeginDecelerating(self)
    let offset = contentOffset
    startMotion(
      ScrollMotion(
        x: ScrollAxisMotion(gliding: offset.x, to: target.x, rate: rate),
        y: ScrollAxisMotion(gliding: offset.y, to: target.y, rate: rate),
        kind: .deceleration, start: engine.clock.now),
      on: engine)
  }
}
