import Foundation
import Synchronization

/// The processes `segue watch` has running (a build, one or two playgrounds), so that its
/// end, by a signal too, ends them: none outlives the watcher. (A watcher killed outright,
/// SIGKILL, cannot: its playground closes when its standard input ends, a build runs to
/// its end.)
final class WatchChildren: Sendable {
  /// Seconds a child is given to end after SIGTERM before SIGKILL.
  static let grace: TimeInterval = 5

  /// Each running child's process id and the signal that asks it to end.
  private let running = Mutex<[(id: Int32, signal: Int32)]>([])

  /// Starts `process`, to be ended by `signal`: SIGTERM for a playground (it closes its
  /// recording), SIGINT for `swift build` (which cancels its compile jobs on it; the
  /// watcher's own handling leaves SIGTERM ignored in its children).
  func run(_ process: Process, endedBy signal: Int32) throws {
    try process.run()
    let id = process.processIdentifier
    running.withLock { $0.append((id, signal)) }
  }

  func forget(_ process: Process) {
    let id = process.processIdentifier
    running.withLock { $0.removeAll { $0.id == id } }
  }

  /// Ends `process` by its signal, then, after `grace` seconds, SIGKILL to its process group
  /// (Foundation starts each child in a group of its own, which a build's jobs share);
  /// returns once it has ended.
  func stop(_ process: Process) {
    let id = process.processIdentifier
    let signal = running.withLock { $0.first { $0.id == id }?.signal } ?? SIGTERM
    if process.isRunning { kill(id, signal) }
    let deadline = Date().addingTimeInterval(Self.grace)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(-id, SIGKILL) }
    process.waitUntilExit()
    forget(process)
  }

  /// Each child still running its signal, for a signal's last work: each ends on its own
  /// (a playground closes its recording, a build cancels its jobs).
  func terminateAll() {
    for (id, signal) in running.withLock({ $0 }) { kill(id, signal) }
  }
}
