import Foundation

/// Groups layer changes, as Core Animation's transactions: the implicit animations of
/// standalone layers take the innermost transaction's duration (0.25 s by default) and
/// timing function, `setDisableActions(true)` turns them off, and a completion block runs
/// once every animation added after it was set has ended (at once when there are none).
///
///     CATransaction.begin()
///     CATransaction.setAnimationDuration(0.5)
///     CATransaction.setCompletionBlock { transitionContext.completeTransition(true) }
///     shapeLayer.opacity = 0              // animates over 0.5 s
///     card.layer.add(flip, forKey: "flip")
///     CATransaction.commit()
///
/// Changes made outside `begin()`/`commit()` belong to an implicit transaction that the
/// next frame (or `flush()`) commits.
@preconcurrency @MainActor
open class CATransaction: NSObject {
  private struct State {
    var duration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var disableActions: Bool?
    var completion: (() -> Void)?
    var group: CompletionGroup?
  }

  /// Explicit transactions, innermost last.
  private static var stack: [State] = []
  private static var implicit: State?

  public class func begin() {
    stack.append(State())
  }

  /// Ends the innermost explicit transaction; without one, warns and does nothing.
  public class func commit() {
    guard let state = stack.popLast() else {
      return Diagnostics.warn("CATransaction.commit() without a matching begin(); ignored")
    }
    seal(state, engine: AnimationEngine.current ?? UIApplication.shared.keyWindow?.animationEngine)
  }

  /// Commits the implicit transaction now instead of at the next frame.
  public class func flush() {
    commitImplicit(
      engine: AnimationEngine.current ?? UIApplication.shared.keyWindow?.animationEngine)
  }

  /// Seconds the implicit animations last: the innermost transaction's setting, else 0.25.
  public class func animationDuration() -> CFTimeInterval {
    read(\.duration) ?? 0.25
  }

  /// A NaN, negative or infinite duration is refused with a warning.
  public class func setAnimationDuration(_ duration: CFTimeInterval) {
    guard duration.isFinite, duration >= 0 else {
      return Diagnostics.warn("CATransaction.setAnimationDuration(\(duration)) is invalid; ignored")
    }
    modify { $0.duration = duration }
  }

  /// The implicit animations' timing function; nil (the default) is Core Animation's
  /// `.default` curve.
  public class func animationTimingFunction() -> CAMediaTimingFunction? {
    read(\.timingFunction)
  }

  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    modify { $0.timingFunction = function }
  }

  /// True turns implicit animations off; false by default.
  public class func disableActions() -> Bool {
    read(\.disableActions) ?? false
  }

  public class func setDisableActions(_ flag: Bool) {
    modify { $0.disableActions = flag }
  }

  public class func completionBlock() -> (() -> Void)? {
    read(\.completion)
  }

  /// Runs `block` once every animation added to a layer from now until this transaction
  /// commits has ended or been removed. A block set before replaces none of those already
  /// counting: it runs when they end, as in Core Animation.
  public class func setCompletionBlock(_ block: (() -> Void)?) {
    let window = UIApplication.shared.keyWindow
    let engine = AnimationEngine.current ?? window?.animationEngine
    // The window's call log shows the block when it runs on that window's engine.
    let trace = engine === window?.animationEngine ? window?.transitionTrace : nil
    modify { state in
      if let group = state.group { group.seal(engine: engine) }
      state.completion = block
      state.group = block.map { block in
        CompletionGroup { _ in
          trace?.record(.transaction, "completionBlock")
          block()
        }
      }
    }
  }

  /// The completion groups an animation added now joins: the open transactions' with a
  /// completion block.
  static func completionGroups() -> [CompletionGroup] {
    var groups = stack.compactMap(\.group)
    if let group = implicit?.group { groups.append(group) }
    return groups
  }

  /// Commits the implicit transaction, if any: its completion then waits only for the
  /// animations it counted.
  static func commitImplicit(engine: AnimationEngine?) {
    guard let state = implicit else { return }
    implicit = nil
    seal(state, engine: engine)
  }

  private static func seal(_ state: State, engine: AnimationEngine?) {
    state.group?.seal(engine: engine)
  }

  /// The innermost transaction's value of `property`, looking outwards.
  private static func read<Value>(_ property: KeyPath<State, Value?>) -> Value? {
    for state in stack.reversed() {
      if let value = state[keyPath: property] { return value }
    }
    return implicit?[keyPath: property]
  }

  /// Changes the innermost explicit transaction, else the implicit one (made on demand).
  private static func modify(_ change: (inout State) -> Void) {
    if stack.isEmpty {
      var state = implicit ?? State()
      change(&state)
      implicit = state
    } else {
      change(&stack[stack.count - 1])
    }
  }
}
