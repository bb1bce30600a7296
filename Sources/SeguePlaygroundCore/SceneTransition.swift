import Segue

/// A transition a scene shows off, reproducible from the scene's fresh window: `prepare`
/// brings the window to where the transition starts, and `start` begins it animated, as the
/// scene's own button or code does. What `prepare` starts runs to its end unseen (nothing is
/// rendered before `start`), so it may reuse the scene's animated code: a dismissal is
/// prepared by the presentation it undoes.
///
///     SceneTransition(name: "pop") { window in
///       _ = (window.rootViewController as? UINavigationController)?
///         .popViewController(animated: true)
///     }
///
/// Progress p of a transition is its state p × duration seconds after it starts (the
/// duration is the animator's `transitionDuration(using:)`): what a percent-driven
/// interaction scrubbed to p shows, since UIKit scrubs by offsetting the layers' time.
/// p = 0 is the frame on which the transition begins, p = 1 the state at its declared
/// duration. A spring (seed 003) may still be moving then: p = 1 shows it mid-flight, as the
/// declared duration says, not settled; ask for times past the duration to see it settle.
public struct SceneTransition: Sendable {
  /// Names the transition on the command line and in snapshot names (`pop.p050`).
  public let name: String
  /// Called on the scene's fresh window: reach the start state. Whatever it starts settles
  /// before `start` runs.
  public let prepare: @MainActor @Sendable (UIWindow) -> Void
  /// Begins the transition with `animated: true`, as the scene does.
  public let start: @MainActor @Sendable (UIWindow) -> Void

  public init(
    name: String, prepare: @escaping @MainActor @Sendable (UIWindow) -> Void = { _ in },
    start: @escaping @MainActor @Sendable (UIWindow) -> Void
  ) {
    self.name = name
    self.prepare = prepare
    self.start = start
  }
}
