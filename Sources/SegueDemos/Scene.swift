import Segue

/// A playground scene: a name to pick it by and the controller it shows.
public struct Scene: Sendable {
  public let name: String
  public let summary: String
  /// The transitions it shows off, for snapshots and filmstrips (may be none).
  public let transitions: [SceneTransition]
  public let makeRootViewController: @MainActor @Sendable () -> UIViewController

  public init(
    name: String, summary: String, transitions: [SceneTransition] = [],
    makeRootViewController: @escaping @MainActor @Sendable () -> UIViewController
  ) {
    self.name = name
    self.summary = summary
    self.transitions = transitions
    self.makeRootViewController = makeRootViewController
  }

  public func transition(named name: String) -> SceneTransition? {
    transitions.first { $0.name == name }
  }
}
