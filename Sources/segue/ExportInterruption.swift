import Dispatch
import Foundation
import SegueSDL

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP during an export: the hidden temporaries it was
/// writing are removed and the process exits as a shell expects of a killed command,
/// 128 + the signal (130 for Ctrl-C, 143 for SIGTERM). The signals are taken from their
/// default action and handled on a dispatch queue, outside the signal context, where
/// removing files is safe.
enum ExportInterruption {
  /// Kept for the process's life (a released source stops). Written once, by the lazy
  /// initialiser, and never read again: nothing is shared.
  nonisolated(unsafe) private static let sources: [any DispatchSourceSignal] = [
    SIGINT, SIGTERM, SIGHUP,
  ].map {
    signalNumber in
    signal(signalNumber, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
    source.setEventHandler {
      AtomicFile.Temporary.removeAll()
      _exit(128 + signalNumber)
    }
    source.resume()
    return source
  }

  /// Installs the handlers (once). A parent may have started this process with the signals
  /// blocked (Foundation's `Process` does): they are unblocked, or they would never arrive.
  static func install() {
    _ = sources
    var set = sigset_t()
    sigemptyset(&set)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signalNumber) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }
}
