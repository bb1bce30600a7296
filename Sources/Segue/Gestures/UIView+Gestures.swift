import Foundation

extension UIView {
  /// The recognizers attached to this view, in the order added; nil when none. Setting it
  /// replaces them all.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer`, taking it from its previous view first.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`; a gesture in progress is cancelled (or fails before it
  /// began). Safe to call from the recognizer's own action, as seed 002's Listing 10-4 does.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.interrupt()
    gestureRecognizer.view = nil
  }
}
