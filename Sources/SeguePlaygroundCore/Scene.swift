import Segue

/// A playground scene: a name to pick it by, the controller it shows, the tuning it starts
/// with, and the transitions it shows off.
public struct Scene: Sendable {
  public let name: String
  public let summary: String
  /// The tuning the scene starts with (for a seed scene, the article's values).
  public let defaultTuning: Tuning
  /// The parameters the scene reads; the others are not applicable to it.
  public let tunedParameters: Set<Tuning.Parameter>
  /// The transitions it shows off, for snapshots and filmstrips (may be none).
  public let transitions: [SceneTransition]
  /// Makes the root controller; it reads the scene's tuning from the `LiveTuning`.
  public let makeRootViewController: @MainActor @Sendable (LiveTuning) -> UIViewController

  public init(
    name: String, summary: String, defaultTuning: Tuning = .standard,
    tunedParameters: Set<Tuning.Parameter> = [], transitions: [SceneTransition] = [],
    makeRootViewController: @escaping @MainActor @Sendable (LiveTuning) -> UIViewController
  ) {
    self.name = name
    self.summary = summary
    self.defaultTuning = defaultTuning
    self.tunedParameters = tunedParameters
    self.transitions = transitions
    self.makeRootViewController = makeRootViewController
  }

  /// A scene that tunes nothing: your own controller in the playground, by name.
  ///
  ///     Playground.run(scenes: [Scene("card") { HomeViewController() }])
  ///
  /// The closure runs each time the scene starts (at launch, on its number key, on a step
  /// back in time) and must return a new controller, not one already in a window.
  public init(
    _ name: String, summary: String = "", transitions: [SceneTransition] = [],
    makeRootViewController: @escaping @MainActor @Sendable () -> UIViewController
  ) {
    self.init(name: name, summary: summary, transitions: transitions) { _ in
      makeRootViewController()
    }
  }

  public func transition(named name: String) -> SceneTransition? {
    transitions.first { $0.name == name }
  }
}
