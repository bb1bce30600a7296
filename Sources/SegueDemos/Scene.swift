import Segue

/// A playground scene: a name to pick it by and the controller it shows.
public struct Scene: Sendable {
  public let name: String
  public let summary: String
  public let makeRootViewController: @MainActor @Sendable () -> UIViewController

  public init(
    name: String, summary: String,
    makeRootViewController: @escaping @MainActor @Sendable () -> UIViewController
  ) {
    self.name = name
    self.summary = summary
    self.makeRootViewController = makeRootViewController
  }
}
