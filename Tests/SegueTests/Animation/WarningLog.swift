import Foundation
import Segue

/// Collects the warnings a test provokes, through the task-local diagnostics sink.
final class WarningLog: @unchecked Sendable {
  // Guarded by the lock: the sink is @Sendable.
  private let lock = NSLock()
  private var stored: [String] = []

  var messages: [String] { lock.withLock { stored } }

  var sink: @Sendable (String) -> Void {
    { [self] message in lock.withLock { stored.append(message) } }
  }
}
