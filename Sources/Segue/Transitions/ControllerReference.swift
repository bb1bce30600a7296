import Foundation

/// A presentation controller's reference to a controller: strong, or weak while the
/// controller owns the presentation controller (a sheet prepared before `present`).
@MainActor
struct ControllerReference {
  private var strong: UIViewController?
  private weak var weak: UIViewController?

  init(_ controller: UIViewController) { strong = controller }
  init(weak controller: UIViewController) { weak = controller }

  /// The controller; a fresh placeholder, with a warning, when a weak one was freed (a
  /// prepared sheet kept after its controller is gone, which UIKit leaves undefined).
  var controller: UIViewController {
    if let controller = strong ?? weak { return controller }
    Diagnostics.warn(
      "a sheet prepared before present outlived its controller; using an empty controller")
    return UIViewController()
  }
}
