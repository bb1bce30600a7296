import Foundation

extension UITraitCollection {
  /// Bound by `performAsCurrent` and around `traitCollectionDidChange`; a task-local value,
  /// so there is nothing global for a test to reset.
  @TaskLocal static var bound: UITraitCollection?

  /// The traits of the code running now: inside `performAsCurrent`, and while Segue calls
  /// `traitCollectionDidChange` and resolves dynamic colors, those of that call; elsewhere
  /// the main screen's (`UIScreen.main.traitCollection`). Read-only here: set it for a scope
  /// with `performAsCurrent`.
  @MainActor public static var current: UITraitCollection {
    bound ?? UIScreen.main.traitCollection
  }

  /// Runs `actions` with these traits as `current`.
  public func performAsCurrent(_ actions: () -> Void) {
    Self.$bound.withValue(self, operation: actions)
  }
}
