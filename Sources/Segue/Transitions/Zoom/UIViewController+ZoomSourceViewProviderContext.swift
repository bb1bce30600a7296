import Foundation

extension UIViewController.Transition {
  /// What a zoom's source-view provider is told: which controller zooms, and from which
  /// one (the controller it is pushed over or presented from).
  @preconcurrency @MainActor
  public final class ZoomSourceViewProviderContext: NSObject {
    /// The controller the source view belongs to: the one below in the navigation stack,
    /// or the presenting one.
    public let sourceViewController: UIViewController
    /// The controller whose view zooms (the one whose `preferredTransition` this is).
    public let zoomedViewController: UIViewController

    init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
      self.sourceViewController = sourceViewController
      self.zoomedViewController = zoomedViewController
      super.init()
    }
  }
}
