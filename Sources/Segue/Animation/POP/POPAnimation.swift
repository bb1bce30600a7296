import Foundation

/// POP's animation base class, enough for code written against facebook/pop to port: add
/// one to a layer or view with `pop_add(_:forKey:)`.
///
/// Unlike POP, which writes the property on every frame, Segue sets the model value to the
/// target at once and animates the presentation value (as UIKit animations do), so reading
/// the property mid-flight gives the target.
@preconcurrency @MainActor
open class POPAnimation: NSObject {
  /// Called once when the animation ends: `finished` is false when it was removed or
  /// replaced by another with the same key.
  public var completionBlock: ((POPAnimation?, Bool) -> Void)?
  public var name: String?
  /// Kept for source compatibility; finished animations are always removed.
  public var removedOnCompletion = true

  /// The engine animation while running.
  var running: Animation?

  /// Starts moving `view`; `onEnd` runs after the completion block. Overridden by the
  /// property animations.
  func start(on view: UIView, onEnd: @escaping () -> Void) {
    Diagnostics.warn("POPAnimation without a property does nothing")
    completionBlock?(self, true)
    onEnd()
  }

  /// Removes it from its view; the completion block gets `false`.
  func stop() {
    running?.end(finished: false)
    running = nil
  }
}
