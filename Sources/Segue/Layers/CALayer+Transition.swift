import Foundation

extension CALayer {
  /// The layer as it shows now, in its bounds coordinates at full opacity: a transition's
  /// "before". Empty for a layer never drawn (nothing showed to transition from).
  ///
  /// Captured when the transition is added rather than kept from the last frame: keeping
  /// every layer's last drawing would cost each frame for the rare layer that transitions,
  /// and the changes a transition animates are made after `add` in the usual code.
  func shownContent() -> [DisplayCommand] {
    guard hasBeenPresented else { return [] }
    var list = DisplayList()
    list.captureShown(self)
    return list.commands
  }

  /// The transition the layer shows now and its progress: that of the latest-added
  /// transition showing; nil when none does.
  var shownTransition: (transition: LayerTransition, progress: Double)? {
    guard hasAnimationRuns else { return nil }
    for run in animationRuns.reversed() {
      if let shown = run.transition() { return shown }
    }
    return nil
  }
}
