import Foundation

/// Seconds, as Core Foundation spells them in Core Animation's API.
public typealias CFTimeInterval = Double

/// The timing every animation and every layer has, as Core Animation's: a local time that
/// runs from its parent's, `(parent − beginTime) × speed + timeOffset`, and an active span
/// of `duration` seconds, repeated and reversed.
///
///     let pulse = CABasicAnimation(keyPath: "opacity")
///     pulse.duration = 0.5          // seconds per cycle
///     pulse.autoreverses = true     // each cycle plays forwards, then back: 1 s
///     pulse.repeatCount = 3         // three cycles: 3 s in all
public protocol CAMediaTiming {
  /// When the object starts, in its parent's time (seconds). For an animation, 0 (the
  /// default) means "when it is added"; a layer's is 0 unless set.
  var beginTime: CFTimeInterval { get set }
  /// Seconds of one simple cycle. 0 by default; an animation reads 0 as 0.25 s.
  var duration: CFTimeInterval { get set }
  /// How fast local time runs against the parent's: 2 is twice as fast, 0 stops it; 1 by
  /// default.
  var speed: Float { get set }
  /// Seconds added to local time after `speed` applies: with `speed = 0`, the local time
  /// itself (the scrubbing Hero and Motion do). 0 by default.
  var timeOffset: CFTimeInterval { get set }
  /// Cycles to play, fractions allowed; 0 (the default) plays one, `.infinity` never stops.
  var repeatCount: Float { get set }
  /// Seconds to repeat for, instead of `repeatCount`; 0 by default.
  var repeatDuration: CFTimeInterval { get set }
  /// True plays each cycle forwards, then backwards; false by default.
  var autoreverses: Bool { get set }
  /// What shows outside the active span; `.removed` by default.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// Whether an animation's value shows before it starts (`backwards`) and after it ends
/// (`forwards`). With `.removed`, the default, it shows only while active. A finished
/// animation is removed from its layer unless `isRemovedOnCompletion` is false, so keeping
/// the end value takes both `fillMode = .forwards` and `isRemovedOnCompletion = false`.
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  var fillsForwards: Bool { self == .forwards || self == .both }
  var fillsBackwards: Bool { self == .backwards || self == .both }
}
