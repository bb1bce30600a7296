import Foundation

/// An animation of one named property (`kPOPLayerPositionY`, `kPOPLayerScaleXY`, …) from
/// `fromValue` (default: what is on screen) to `toValue` (default: the same).
@preconcurrency @MainActor
open class POPPropertyAnimation: POPAnimation {
  /// The POP property name this animation moves.
  public let propertyName: String
  /// A number, CGPoint, CGSize, CGRect, UIColor, NSNumber or NSValue, matching the property.
  public var fromValue: Any?
  public var toValue: Any?

  public init(propertyNamed name: String) {
    propertyName = name
    super.init()
  }

  /// The curve and duration from `from` to `to`, given the property's lanes.
  func timing(from: AnimatableVector, to: AnimatableVector, property: PopProperty)
    -> (curve: TimingCurve, duration: TimeInterval)
  {
    (.linear, 0)
  }

  override func start(on view: UIView, onEnd: @escaping () -> Void) {
    guard let property = PopProperty(name: propertyName) else {
      Diagnostics.warn("POP property \(propertyName) is not supported; ignored")
      completionBlock?(self, false)
      return onEnd()
    }
    let model = view.modelVector(of: property.property)
    let shown = view.presentationVector(of: property.property, model: model)
    let from = property.replacingLanes(of: shown, with: fromValue)
    let to = property.replacingLanes(of: shown, with: toValue)
    var target = model
    var delta = AnimatableVector.zero
    for lane in property.lanes {
      target[lane] = to[lane]
      delta[lane] = from[lane] - to[lane]
    }
    view.setModelVector(target, of: property.property)
    guard let engine = AnimationEngine.current ?? view.window?.animationEngine else {
      Diagnostics.warn("POP animation on a view outside any window; applied at once")
      completionBlock?(self, true)
      return onEnd()
    }
    let (curve, duration) = timing(from: from, to: to, property: property)
    // Holds the animation until it ends, as POP does; clearing `running` breaks the cycle.
    let group = CompletionGroup { finished in
      self.running = nil
      self.completionBlock?(self, finished)
      onEnd()
    }
    let timeline = engine.currentTimeline
    let animation = Animation(
      progression: .timed(Animation.Timing(curve: curve, duration: duration)),
      timeline: timeline, startTime: timeline.time(at: engine.clock.now), group: group,
      allowsUserInteraction: true)
    engine.add(animation)
    view.animationContributions.append(
      Contribution(
        animation: animation, property: property.property, delta: delta, windowStart: 0,
        windowLength: 1))
    animation.addTarget(view)
    running = animation
    group.seal(engine: engine)
  }
}
