import Foundation
import SegueSDL

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP during an export: the hidden temporaries it was
/// writing are removed and the process exits 128 + the signal (`SignalExit`).
enum ExportInterruption {
  static func install() {
    SignalExit.install([SIGINT, SIGTERM, SIGHUP]) { AtomicFile.Temporary.removeAll() }
  }
}
