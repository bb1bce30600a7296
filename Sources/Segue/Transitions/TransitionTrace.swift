import Foundation

/// A Segue extra (UIKit has none): the calls a window's transitions make into your code, in
/// the order they are made, and the state of the transition in flight. Attach one to a
/// window to watch it; a window without one (the default) records nothing and pays nothing.
///
///     let trace = TransitionTrace()
///     window.transitionTrace = trace
///     navigation.popViewController(animated: true)
///     // … frames later:
///     trace.calls.map(\.description)
///     // ["delegate.willShow", "delegate.animationControllerFor(pop)", …,
///     //  "animator.animationEnded(true)", "delegate.didShow"]
///
/// `calls` holds the transition in flight, or the last one: a new transition starts it
/// afresh. Consecutive `updateInteractiveTransition` calls fold into one entry that keeps
/// the latest percent and counts the calls, so a drag does not flood it.
@MainActor
public final class TransitionTrace {
  /// What kind of transition runs.
  public enum Operation: String, Sendable {
    case present, dismiss, push, pop
    /// A tab bar controller switching tabs through its delegate's animator.
    case tab
  }

  /// One call into your code, or one event of the transitioning context.
  public struct Call: Equatable, Sendable, CustomStringConvertible {
    /// Who was called.
    public enum Receiver: String, Sendable {
      /// The navigation, tab bar or transitioning delegate.
      case delegate
      /// The `UIViewControllerAnimatedTransitioning` object.
      case animator
      /// The `UIViewControllerInteractiveTransitioning` object.
      case interaction
      case presentationController
      /// Blocks registered with the transition coordinator (alongside animations and
      /// completions, `notifyWhenInteractionChanges` handlers).
      case coordinator
      /// The transitioning context, called by the animator or interaction
      /// (`updateInteractiveTransition`, `completeTransition`…).
      case context
      /// A `CAAnimationDelegate` of an animation on one of the window's layers
      /// (`animationDidStart`, `animationDidStop(_:finished:)`). Core Animation's calls are
      /// recorded whether a transition runs or not: a `CATransition` needs none.
      case animationDelegate
      /// A `CATransaction` completion block, set while the window's engine was current.
      case transaction
    }

    public var receiver: Receiver
    /// The method, with its notable argument: `animationEnded(true)`.
    public var name: String
    /// How many consecutive calls this entry stands for (only updates fold); 1 otherwise.
    public var count: Int

    public init(_ receiver: Receiver, _ name: String, count: Int = 1) {
      self.receiver = receiver
      self.name = name
      self.count = count
    }

    /// `receiver.name`, with `×count` when calls were folded.
    public var description: String {
      // One interpolation, one string made: the suffix is short enough to be stored inline.
      "\(receiver.rawValue).\(name)\(count > 1 ? " ×\(count)" : "")"
    }
  }

  /// The transition running now.
  public struct Flight: Equatable, Sendable {
    public var operation: Operation
    /// The animator's type name (`DefaultNavigationAnimator` for the built-in slide).
    public var animator: String
    /// True while an interaction drives it (a drag is scrubbing it).
    public var isInteractive: Bool
    /// 0…1: the coordinator's `percentComplete` while interactive; otherwise how far its
    /// animations have run (their time over the transition's duration).
    public var percentComplete: CGFloat
  }

  /// The calls of the transition in flight, or of the last one, oldest first.
  public var calls: [Call] {
    // The folded update's name is written into the entries, not into a copy of them: a
    // viewer reading them every frame of a drag copies nothing.
    settleLatestUpdate()
    return entries
  }
  /// The operation `calls` belong to; nil before the first transition.
  public private(set) var operation: Operation?
  /// Counts every change of `calls`, so a viewer can tell whether anything happened since it
  /// last looked without comparing them.
  public private(set) var revision = 0
  /// At most this many calls are kept; the oldest go first.
  public var maximumCalls = 500

  private weak var context: TransitionContext?
  private var animatorName = ""
  /// The recorded calls; while a drag folds updates into the last one, its name is written
  /// only when read (`latestUpdate` holds the percent): a drag's events format no strings.
  private var entries: [Call] = []
  private var latestUpdate: CGFloat?

  public init() {}

  /// The transition running now; nil when none is.
  public var inFlight: Flight? {
    guard let context, let operation, !context.isCompleted, context.hasStarted else { return nil }
    return Flight(
      operation: operation, animator: animatorName, isInteractive: context.isInteractive,
      percentComplete: context.driver.progress)
  }

  /// The interaction that drives the transition in flight, or the one about to start (its
  /// interaction may already be updated); nil when none runs or it runs without one.
  public var interaction: (any UIViewControllerInteractiveTransitioning)? {
    guard let context, !context.isCompleted else { return nil }
    return context.interactor
  }

  /// How a release of the drag in progress would be decided, for a tool to predict it: the
  /// running interaction's `pendingRelease`, or what one of Segue's drags that starts its
  /// transition only when released (a sheet's swipe down) reports; nil when neither tells
  /// (a drag decided by hand).
  public var pendingRelease:
    (release: TransitionDecisionPolicy.Release, policy: TransitionDecisionPolicy)?
  {
    (interaction as? UIPercentDrivenInteractiveTransition)?.pendingRelease ?? dragRelease
  }

  /// Set by a drag that runs no interaction while it drags (a sheet's), cleared at its
  /// release.
  var dragRelease: (release: TransitionDecisionPolicy.Release, policy: TransitionDecisionPolicy)?

  /// A new transition of `operation` starts: the calls of the last one are dropped.
  func begin(_ operation: Operation) {
    self.operation = operation
    context = nil
    entries.removeAll(keepingCapacity: true)
    latestUpdate = nil
    revision += 1
  }

  /// `context` is the one the calls from here on belong to (its animator is known).
  func attach(_ context: TransitionContext) {
    self.context = context
    animatorName = context.animator.map { String(describing: type(of: $0)) } ?? ""
  }

  /// Appends a call; `name` is only evaluated when a trace is attached.
  func record(_ receiver: Call.Receiver, _ name: @autoclosure () -> String) {
    settleLatestUpdate()
    entries.append(Call(receiver, name()))
    trim()
  }

  /// An `updateInteractiveTransition(percent)`: folds into the previous entry when that was
  /// one too.
  func recordUpdate(_ percent: CGFloat) {
    if let last = entries.last, last.receiver == .context,
      last.name.hasPrefix("updateInteractiveTransition(")
    {
      entries[entries.count - 1].count += 1
      latestUpdate = percent
      revision += 1
    } else {
      record(.context, Self.updateName(percent))
    }
  }

  private static func updateName(_ percent: CGFloat) -> String {
    "updateInteractiveTransition(\(Double(percent).fixedDecimal(places: 2)))"
  }

  /// Writes the folded update's latest percent into its name before another call follows.
  private func settleLatestUpdate() {
    guard let percent = latestUpdate, !entries.isEmpty else { return }
    entries[entries.count - 1].name = Self.updateName(percent)
    latestUpdate = nil
  }

  private func trim() {
    if entries.count > maximumCalls { entries.removeFirst(entries.count - maximumCalls) }
    revision += 1
  }
}
