import Foundation

/// Core Animation's animation base class: timing (`CAMediaTiming`), a timing function, a
/// delegate, and whether it leaves its layer when done. Add one to a layer with
/// `layer.add(_:forKey:)`; the layer runs a copy, so changing this object afterwards changes
/// nothing on screen.
///
/// Not bound to the main actor, as on iOS: animations are made and configured anywhere (an
/// animator's nonisolated helper), and only adding one to a layer happens on the main actor.
///
///     let fade = CABasicAnimation(keyPath: "opacity")
///     fade.fromValue = 1
///     fade.toValue = 0
///     fade.duration = 0.3
///     fade.delegate = self          // animationDidStop(_:finished:) when it ends
///     view.layer.add(fade, forKey: "fade")
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
  /// 0 means "when added" (see `CAMediaTiming.beginTime`).
  open var beginTime: CFTimeInterval = 0
  /// Seconds of one cycle; 0 (the default) plays for 0.25 s, Core Animation's default.
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  /// `.removed` by default: the animation shows only while active.
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Maps each cycle's time to its progress; nil (the default) is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Told when the animation starts and stops. Held strongly, as Core Animation documents,
  /// until the animation is gone.
  open var delegate: (any CAAnimationDelegate)?
  /// True (the default) removes the animation from its layer when it ends, so the layer
  /// shows its model value again.
  open var isRemovedOnCompletion = true
  /// A name for the animation in diagnostics; not a Core Animation property.
  var diagnosticName: String { "\(type(of: self))" }

  public required override init() {
    super.init()
  }

  /// The seconds a cycle lasts: `duration`, with 0 read as Core Animation's 0.25 s. A NaN,
  /// negative or infinite duration reads as 0.25 s too, with a warning naming the animation.
  var resolvedDuration: CFTimeInterval {
    if duration == 0 { return 0.25 }
    guard duration.isFinite, duration > 0 else {
      Diagnostics.warn(
        "\(diagnosticName): duration \(duration) is not a finite positive time; using 0.25 s")
      return 0.25
    }
    return duration
  }

  /// A copy of every property, of the same class.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.takeProperties(of: self)
    return copy
  }

  /// Copies `other`'s properties into this new animation; each subclass adds its own.
  func takeProperties(of other: CAAnimation) {
    (beginTime, duration, speed, timeOffset) =
      (other.beginTime, other.duration, other.speed, other.timeOffset)
    (repeatCount, repeatDuration, autoreverses, fillMode) =
      (other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode)
    (timingFunction, delegate, isRemovedOnCompletion) =
      (other.timingFunction, other.delegate, other.isRemovedOnCompletion)
  }

  /// Core Animation's default for the property named `key`: nil for every property.
  open class func defaultValue(forKey key: String) -> Any? { nil }
}
