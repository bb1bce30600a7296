import Foundation
import Segue

/// What the inspector shows, as values: the transition in flight and the calls it made,
/// the drag, its velocity over the last second, the decision a release would get now, and
/// the tuning. `PlaygroundApp.inspectorReading` reads it; the panel draws it.
public struct InspectorReading: Equatable, Sendable {
  /// The transition running now; nil between transitions.
  public var flight: TransitionTrace.Flight?
  /// The kind of the transition `calls` belong to (the running or the last one).
  public var operation: TransitionTrace.Operation?
  /// The calls of the running or last transition, oldest first.
  public var calls: [TransitionTrace.Call]
  /// `TransitionTrace.revision` of `calls`: it changes whenever they do.
  public var callsRevision: Int
  /// The pan in progress, or the last one of this scene; nil before any.
  public var drag: Drag?
  /// Velocity along the drag over its last second.
  public var velocities: VelocityHistory
  public var tuning: Tuning
  public var selectedParameter: Tuning.Parameter
  /// The parameters the scene reads; the others cannot change anything.
  public var tunedParameters: Set<Tuning.Parameter>
  /// The policy the drag's interaction will apply at its release, as it reported it
  /// (`UIPercentDrivenInteractiveTransition.pendingRelease`); nil when its code decides by
  /// hand, or no drag has driven an interaction.
  public var policy: TransitionDecisionPolicy.Rule?
  /// Where `policy` changes its decision: a release past these finishes.
  public var thresholds: DecisionThresholds
  /// The time controls (Space, `.`, `,`, `S`).
  public var time: Time

  /// The time controls' state: what the scene's animation clock does.
  public struct Time: Equatable, Sendable {
    /// True while animation time stands still.
    public var isPaused: Bool
    /// Host seconds per animation second: 1, 5 or 10.
    public var slowMotionFactor: Double
    /// The scene's animation time, in seconds since it started.
    public var animationTime: TimeInterval
  }

  /// A pan recognizer's drag, measured as a release would be: along its axis (rightwards
  /// when it moved more horizontally, downwards otherwise) over its view.
  public struct Drag: Equatable, Sendable {
    /// Points from where it went down, in the recognizer's view.
    public var translation: CGPoint
    /// Points per second, in the recognizer's view.
    public var velocity: CGPoint
    /// True while the pointer drags (began or changed); false once released.
    public var isActive: Bool
    /// True while the pointer holds still mid-drag: a release now would have zero velocity.
    public var isResting: Bool
    /// The drag as the interaction's policy would read a release now: along the direction
    /// the interaction reported (or, decided by hand, the axis the pan moved most on).
    public var release: TransitionDecisionPolicy.Release
    /// What the interaction's policy decides for `release`: true finishes, false cancels;
    /// nil when its code decides by hand.
    public var finishes: Bool?
  }

  /// "If released now": what the policy the drag's interaction reported would decide;
  /// `decidedByYourCode` when its code decides by hand (seed 002's drag, a pan driving no
  /// transition); nil when no drag is in progress.
  public var decision: Decision? {
    guard let drag, drag.isActive else { return nil }
    guard let finishes = drag.finishes else { return .decidedByYourCode }
    return finishes ? .finish : .cancel
  }

  public enum Decision: String, Sendable {
    case finish = "Finish"
    case cancel = "Cancel"
    case decidedByYourCode = "Unknown: decided by your code"
  }
}
