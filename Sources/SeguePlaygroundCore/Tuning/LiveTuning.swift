import Segue

/// The tuning a scene's controllers share with the playground: the app sets `value` when a
/// key (or the inspector) changes it; controllers read `value` when they need it (an
/// animator when its transition starts, a pan when it is released), or `observe` it to
/// copy it into properties of their own. So a change applies to the next transition and
/// the next release without rebuilding the scene.
@MainActor
public final class LiveTuning {
  public var value: Tuning {
    didSet {
      guard value != oldValue else { return }
      decisionPolicy = value.decisionPolicy
      for apply in observers { apply(value) }
    }
  }

  /// `value.decisionPolicy`, made once per change: a drag hands it to its interaction with
  /// every event (`update(_:policy:)`), which must not allocate a closure each time.
  public private(set) var decisionPolicy: TransitionDecisionPolicy

  private var observers: [(Tuning) -> Void] = []

  public init(_ value: Tuning) {
    self.value = value
    decisionPolicy = value.decisionPolicy
  }

  /// Calls `apply` with the value now and after every change, for as long as this object
  /// lives (capture controllers weakly).
  public func observe(_ apply: @escaping (Tuning) -> Void) {
    observers.append(apply)
    apply(value)
  }
}
