import Segue
import SeguePlaygroundCore

extension [SceneTransition] {
  /// A transition and the one that undoes it (present and dismiss, push and pop): the
  /// second is prepared by running the first, which settles before it starts.
  static func pair(
    _ forward: String, _ backward: String,
    there: @escaping @MainActor @Sendable (UIWindow) -> Void,
    back: @escaping @MainActor @Sendable (UIWindow) -> Void
  ) -> Self {
    [
      SceneTransition(name: forward, start: there),
      SceneTransition(name: backward, prepare: there, start: back),
    ]
  }
}
