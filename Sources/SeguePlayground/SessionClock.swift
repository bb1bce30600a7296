import Foundation
import SegueSDL

/// The time base a session keeps across the builds `segue watch` runs it in: the system's
/// monotonic clock, in seconds, at which the session's time read 0. Each build writes it
/// beside its recording (`FILE.clock`) as its window starts, which tells the watcher the new
/// window is up; the next build reads it to know how far the session has got.
enum SessionClock {
  /// The system's monotonic clock in seconds: the same for every process on the machine.
  static func now() -> TimeInterval {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
  }

  /// `FILE.clock` for the recording at `FILE`.
  static func url(beside recording: URL) -> URL {
    URL(fileURLWithPath: recording.path + ".clock")
  }

  /// Writes the clock reading of the session's time 0, whole or not at all.
  static func write(zero: TimeInterval, beside recording: URL) throws {
    try AtomicFile.write(Data("\(zero)\n".utf8), to: url(beside: recording))
  }

  /// The clock reading of the session's time 0, written beside `recording`.
  static func zero(beside recording: URL) throws -> TimeInterval {
    let url = url(beside: recording)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let zero = TimeInterval(text.trimmingCharacters(in: .whitespacesAndNewlines)),
      zero.isFinite
    else { throw RunFailure(description: "\(url.path) holds no clock reading: '\(text)'") }
    return zero
  }
}
