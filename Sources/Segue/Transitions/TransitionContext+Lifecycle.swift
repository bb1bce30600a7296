import Foundation

/// The last steps of UIKit's order, shared by every kind of transition: the duration (6),
/// `willBegin` (7), the start (8), and everything `completeTransition(_:)` sets off (9).
extension TransitionContext {
  /// Asks the duration, calls `willBegin`, then starts the animator or the interaction.
  /// The participants' `transitionCoordinator` is this transition's from here on.
  func begin() {
    guard let animator else { return completeTransition(true) }
    trace?.attach(self)
    trace?.record(.animator, "transitionDuration")
    duration = UIView.validSeconds(animator.transitionDuration(using: self), "transitionDuration")
    steps.willBegin()
    hasStarted = true
    if let interactor {
      initiallyInteractive = interactor.wantsInteractiveStart
      isInteractive = interactor.wantsInteractiveStart
      trace?.record(.interaction, "startInteractiveTransition")
      interactor.startInteractiveTransition(self)
      if !isInteractive && !isCompleted { startWatchdog(after: duration) }
    } else {
      driver.run()
      if !isCompleted { startWatchdog(after: duration) }
    }
  }

  /// Ends the transition (step 9): settles views and relationships, runs the alongside
  /// completions, `didEnd`, `animationEnded`, clears the coordinator, then the "did"
  /// appearance callbacks and the caller's completion. A second call is warned and ignored.
  func completeTransition(_ didComplete: Bool) {
    guard !isCompleted else {
      Diagnostics.warn(
        "completeTransition(\(didComplete)) called again for a \(kind.rawValue) transition "
          + "that already completed; ignored")
      return
    }
    trace?.record(.context, "completeTransition(\(didComplete))")
    isCompleted = true
    isInteractive = false
    stopWatchdog()
    steps.settle(didComplete)
    let completions = alongsideBlocks.compactMap(\.completion)
    alongsideBlocks.removeAll()
    for completion in completions {
      trace?.record(.coordinator, "alongside completion")
      completion(coordinator)
    }
    steps.didEnd(didComplete)
    if let animator {
      trace?.record(.animator, "animationEnded(\(didComplete))")
      animator.animationEnded(didComplete)
    }
    for controller in participants where controller.activeTransition === self {
      controller.activeTransition = nil
    }
    participants.removeAll()
    steps.ended()
    steps.appearanceDid(didComplete)
    let completion = steps.completion
    steps = Steps()
    completion(didComplete)
    interactionHandlers.removeAll()
    driver.stop()
    interactor = nil
    releaseReferences()
  }

  /// Makes this transition the one `transitionCoordinator` of `controllers` returns.
  func enlist(_ controllers: [UIViewController?]) {
    for case let controller? in controllers {
      controller.activeTransition = self
      participants.append(controller)
      controller.pendingCoordinator?.hand(to: self)
      controller.pendingCoordinator = nil
    }
  }

  /// Warns, and completes the transition so the screen is not stuck, if the animator has
  /// not called `completeTransition(_:)` 2 s after `seconds` more have passed.
  func startWatchdog(after seconds: TimeInterval) {
    stopWatchdog()
    let deadline = (seconds.isFinite ? max(seconds, 0) : 0) + 2
    watchdog = engine.schedule(after: deadline) { [weak self] in
      guard let self, !self.isCompleted else { return }
      self.watchdog = nil
      Diagnostics.warn(
        "the animator never called completeTransition(_:) in the \(self.kind.rawValue) "
          + "transition (duration \(self.duration) s + 2 s); completing it now")
      // The inspector's call log shows who completed it.
      self.trace?.record(.context, "never completed: Segue completes it")
      self.completeTransition(!self.transitionWasCancelled)
    }
  }

  /// A completed or interactive transition needs no watchdog; a pending one would keep the
  /// engine (and the window's frames) running for 2 s after every transition.
  func stopWatchdog() {
    if let watchdog { engine.cancel(watchdog) }
    watchdog = nil
  }
}
