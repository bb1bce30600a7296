import Foundation
import SegueSDL
import Synchronization

/// What `segue watch` tells the playground it runs, on standard input, read on a thread of
/// its own: each report is its lines, then an empty line; an empty report clears the last.
/// The lines are the failed build's first errors, shown over the window until the next
/// report (`BuildErrorOverlay`). The end of the input (the watcher gone, even killed)
/// closes the window, so no playground outlives its watcher.
final class BuildReportInput: Sendable {
  private let shown = Mutex<[String]>([])

  /// The lines of the last report: none while the last build succeeded.
  var lines: [String] { shown.withLock { $0 } }

  /// Starts reading standard input.
  func start() {
    Thread.detachNewThread { [self] in
      var report: [String] = []
      while let line = readLine() {
        guard line.isEmpty else {
          report.append(line)
          continue
        }
        shown.withLock { $0 = report }
        report = []
        WindowHost.wake()
      }
      WindowHost.requestQuit()
    }
  }
}
