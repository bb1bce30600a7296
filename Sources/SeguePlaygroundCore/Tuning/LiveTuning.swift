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
      for apply in observers { apply(value) }
    }
  }

  private var observers: [(Tuning) -> Void] = []

  public init(_ value: Tuning) {
    self.value = value
  }

  /// Calls `apply` with the value now and after every change, for as long as this object
  /// lives (capture controllers weakly).
  public func observe(_ apply: @escaping (Tuning) -> Void) {
    observers.append(apply)
    apply(value)
  }
}
