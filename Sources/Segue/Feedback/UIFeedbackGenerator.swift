import Foundation

/// Haptic feedback. A desktop has no Taptic Engine, so every generator here does nothing:
/// transition code that taps on a threshold compiles and runs unchanged.
///
///     let feedback = UIImpactFeedbackGenerator(style: .medium)
///     feedback.prepare()
///     feedback.impactOccurred()
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  public override init() { super.init() }

  /// Wakes the engine up before a feedback on iOS; nothing here.
  open func prepare() {}
}
