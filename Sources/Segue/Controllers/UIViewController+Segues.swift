import Foundation

/// Segues registered in code, standing in for a storyboard's: a port keeps its
/// `performSegue(withIdentifier:sender:)` and `prepare(for:sender:)` and registers the
/// segues its storyboard drew.
///
///     override func viewDidLoad() {
///       super.viewDidLoad()
///       registerSegue(withIdentifier: "showDetail") { DetailViewController() }
///       registerSegue(withIdentifier: "compose", kind: .present, triggeredBy: composeButton) {
///         ComposeViewController()
///       }
///     }
///
///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///       (segue.destination as? DetailViewController)?.item = selectedItem
///     }
extension UIViewController {
  /// One registered segue: how it shows and how its destination is made.
  struct SegueRegistration {
    var kind: SegueKind
    var destination: () -> UIViewController
  }

  /// A Segue extra: registers the segue `identifier` on this controller, replacing one of
  /// that name. `destination` makes a new destination controller each time it is performed.
  /// With `control`, a tap on it (`.touchUpInside`) triggers the segue as a storyboard
  /// connection does: `shouldPerformSegue(withIdentifier:sender:)` decides, with the control
  /// as the sender.
  public func registerSegue(
    withIdentifier identifier: String, kind: SegueKind = .show,
    triggeredBy control: UIControl? = nil,
    destination: @escaping () -> UIViewController
  ) {
    segueRegistrations[identifier] = SegueRegistration(kind: kind, destination: destination)
    control?.addTarget(self, for: .touchUpInside) { [weak self] control in
      guard let self, self.shouldPerformSegue(withIdentifier: identifier, sender: control) else {
        return
      }
      self.performSegue(withIdentifier: identifier, sender: control)
    }
  }

  /// Makes the registered segue `identifier` with a new destination, lets
  /// `prepare(for:sender:)` see it, then performs it. An identifier not registered is
  /// warned about, naming it, and nothing happens (UIKit raises an exception).
  func performRegisteredSegue(withIdentifier identifier: String, sender: Any?) {
    guard let registration = segueRegistrations[identifier] else {
      let known = segueRegistrations.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
      return Diagnostics.warn(
        "performSegue(withIdentifier: '\(identifier)'): \(type(of: self)) has no segue of that "
          + "identifier (registered: \(known.isEmpty ? "none" : known)); nothing happens")
    }
    let destination = registration.destination()
    let segue: UIStoryboardSegue =
      switch registration.kind {
      case .show:
        UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
          [unowned self] in
          if let navigationController {
            navigationController.pushViewController(destination, animated: true)
          } else {
            present(destination, animated: true)
          }
        }
      case .present:
        UIStoryboardSegue(identifier: identifier, source: self, destination: destination) {
          [unowned self] in present(destination, animated: true)
        }
      case .custom(let make): make(identifier, self, destination)
      }
    prepare(for: segue, sender: sender)
    segue.perform()
  }
}
