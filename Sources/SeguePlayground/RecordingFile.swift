import Foundation
import Segue
import SegueSDL
import Synchronization

/// `--record`'s file, written as the session goes, one event a line: each event reaches the
/// file (one `write(2)`, no buffer to lose) as it happens, so a session that ends badly
/// (SIGKILL, the X server dying) leaves every event up to its last one, which `segue replay`
/// reads with a warning. The first failed write is reported on stderr and the recording
/// stops (the window goes on); `finish()` then reports it.
final class RecordingFile: Sendable {
  private struct State {
    let output: FileOutput
    var count = 0
    var last: InputRecording.Event?
    var finished = false
  }

  /// Locked: the main thread appends while a signal's handler may finish the file.
  private let state: Mutex<State>

  /// Creates or empties the file at `url` and writes `recording`'s header.
  init(url: URL, header recording: InputRecording) throws {
    let output = try FileOutput.stream(to: url)
    try output.write(recording.headerLine)
    state = Mutex(State(output: output))
  }

  func append(_ event: InputRecording.Event) {
    state.withLock { state in
      guard !state.finished, state.output.failure == nil else { return }
      let ordered = event.ordered(after: state.last)
      do {
        try state.output.write(
          InputRecording.separator(before: state.count) + InputRecording.line(for: ordered))
      } catch {
        FileHandle.standardError.write(Data("Warning: the recording stops: \(error)\n".utf8))
      }
      state.count += 1
      state.last = ordered
    }
  }

  /// Closes the list of events and the file; throws the first failed write. Later events
  /// are dropped.
  func finish() throws {
    try state.withLock { state in
      guard !state.finished else { return }
      state.finished = true
      if state.output.failure == nil { try? state.output.write(InputRecording.ending) }
      try state.output.close()
    }
  }
}
