import Dispatch

/// Whether code runs on the main queue, asked without trapping: the main actor's executor
/// here is the main dispatch queue, and `Thread.isMainThread` cannot tell, since the queue
/// is not always drained by the main thread (under swift-testing on Linux it is not).
/// A nonisolated member such as `description` asks it before it reads main-actor state.
enum MainQueue {
  /// Marks the main queue the first time it is asked (marking it is thread-safe).
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) ?? false }
}
