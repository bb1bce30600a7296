import Foundation

/// A Segue extra: how a segue registered in code (`registerSegue(withIdentifier:kind:
/// destination:)`) shows its destination, as a storyboard segue's kind does.
@preconcurrency @MainActor
public enum SegueKind {
  /// Pushes the destination onto the source's navigation controller, or presents it when
  /// the source is in none (a storyboard's "Show").
  case show
  /// Presents the destination modally, animated ("Present Modally").
  case present
  /// A segue of your own: the closure makes it from the identifier, the source and the
  /// destination, and its `perform()` shows the destination ("Custom").
  case custom(
    (_ identifier: String, _ source: UIViewController, _ destination: UIViewController) ->
      UIStoryboardSegue)
}
