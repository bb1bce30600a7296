import Dispatch
import Foundation

/// Signals that end the process after some last work: each is taken from its default action
/// and handled on a dispatch queue, outside the signal context, where writing and removing
/// files is safe; then the process exits as a shell expects of a killed command, 128 + the
/// signal (130 for Ctrl-C, 143 for SIGTERM).
public enum SignalExit {
  /// Kept for the process's life (a released source stops). Appended to only by `install`,
  /// which runs on the main thread before any signal is handled: nothing else reads it.
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  /// Runs `last`, then exits, on any of `signals`. `last` may run on two threads at once
  /// (two signals close together), so what it touches must be locked.
  public static func install(_ signals: [Int32], last: @escaping @Sendable () -> Void) {
    for signalNumber in signals {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        last()
        _exit(128 + signalNumber)
      }
      source.resume()
      sources.append(source)
    }
    // A parent may have started this process with the signals blocked (Foundation's
    // `Process` does): they are unblocked, or they would never arrive.
    var set = sigset_t()
    sigemptyset(&set)
    for signalNumber in signals { sigaddset(&set, signalNumber) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }
}
