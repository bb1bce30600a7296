import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore

/// A full-screen view with one pan whose action reads the translation, as a handler does.
final class PanProbeController: UIViewController {
  private(set) var pan: UIPanGestureRecognizer!
  /// What the action last read, so the reading is not optimised away.
  private(set) var translation: CGPoint = .zero

  override func viewDidLoad() {
    super.viewDidLoad()
    pan = UIPanGestureRecognizer(target: self) { [unowned self] pan in
      translation = pan.translation(in: view)
    }
    view.addGestureRecognizer(pan)
  }
}

extension Scene {
  static let panProbe = Scene("pan probe", summary: "one pan recognizer") {
    PanProbeController()
  }
}
