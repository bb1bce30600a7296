import Foundation

/// The completion of one animation block: called once, on the tick after the last of the
/// block's animations ended, with `finished` false if any was cancelled or replaced.
@MainActor
final class CompletionGroup {
  private let completion: ((Bool) -> Void)?
  /// Weak: the engine holds the group's animations, and a dropped engine must not live on.
  private weak var engine: AnimationEngine?
  private var pending = 0
  private var sealed = false
  private var finished = true

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
  }

  func animationStarted() { pending += 1 }

  func animationEnded(finished: Bool) {
    pending -= 1
    if !finished { self.finished = false }
    enqueueIfDone()
  }

  /// The block's closure has returned: no more animations will join. With no engine (no
  /// window and none bound) there is no next tick, so the completion runs at once.
  func seal(engine: AnimationEngine?) {
    sealed = true
    self.engine = engine
    guard engine != nil else {
      if pending == 0 { completion?(finished) }
      return
    }
    enqueueIfDone()
  }

  private func enqueueIfDone() {
    guard sealed, pending == 0, let engine else { return }
    self.engine = nil
    engine.enqueue { self.completion?(self.finished) }
  }
}
