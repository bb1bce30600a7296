import Foundation

extension TransitionContext {
  /// The interaction that can pause and drive this running transition, or nil when it
  /// cannot be grabbed: not started yet, completed, already driven by an interaction, or
  /// an animator that is neither scrubbable nor interruptible. Without an interaction of
  /// its own, the transition adopts one from `make` (the grab's settings).
  func interactionForGrab(
    making make: () -> UIPercentDrivenInteractiveTransition
  ) -> UIPercentDrivenInteractiveTransition? {
    guard hasStarted, !isCompleted, !isInteractive else { return nil }
    if let interactor {
      guard let percentDriven = interactor as? UIPercentDrivenInteractiveTransition,
        percentDriven.isDriving(self)
      else { return nil }
      return percentDriven
    }
    guard isScrubbable || propertyAnimator != nil || animatorIsInterruptible else { return nil }
    let interaction = make()
    interaction.adopt(self)
    interactor = interaction
    return interaction
  }
}
