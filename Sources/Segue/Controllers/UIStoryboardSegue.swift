import Foundation

/// The move from one controller to another that `performSegue(withIdentifier:sender:)`
/// makes: `prepare(for:sender:)` sees it before `perform()` shows the destination. There are
/// no storyboards here: register a controller's segues in code
/// (`registerSegue(withIdentifier:kind:destination:)`), and subclass this class for a
/// custom segue as on iOS.
///
///     final class FadeSegue: UIStoryboardSegue {
///       override func perform() {
///         destination.modalTransitionStyle = .crossDissolve
///         source.present(destination, animated: true)
///       }
///     }
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The identifier it was registered and performed with.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller it shows.
  public let destination: UIViewController
  /// Set once by the convenience initializer.
  private var performHandler: (() -> Void)?

  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// A segue whose `perform()` calls `performHandler`.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Shows the destination: calls the perform handler, if any. Subclasses override it to
  /// present or push the destination their way.
  open func perform() { performHandler?() }
}
