import Foundation
import Segue

/// A line for each key press the window handles (`key NAME`) and each time it goes idle
/// with its last frame presented (`idle FRAMES`), for a script that drives the window with
/// xdotool: X delivers a window's events in order, so once the line of a key sent after
/// some input is followed by an `idle` line, that input has been handled and everything it
/// started has finished (or is paused). On the software renderer, whose present waits for
/// the X server to take the image, a capture then shows the result; a GL present may still
/// be on its way. Enabled by `SEGUE_WINDOW_LOG=FILE`: a regular file is emptied, a FIFO
/// written through, anything else refused (`FileOutput.stream(to:)`). Each line is written
/// at once, unbuffered; the first failed write is reported on stderr and the log stops (it is
/// an aid: the window goes on).
struct WindowLog {
  private let file: FileOutput
  private var framesPresented = 0

  init?(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    guard let path = environment["SEGUE_WINDOW_LOG"], !path.isEmpty else { return nil }
    do {
      file = try FileOutput.stream(to: URL(fileURLWithPath: path))
    } catch {
      throw SDLError(message: "cannot write the window log SEGUE_WINDOW_LOG: \(error)")
    }
  }

  mutating func framePresented() { framesPresented += 1 }

  func handled(_ event: HostEvent) {
    guard case .key(let key) = event else { return }
    write("key \(key.key)")
  }

  func idled() { write("idle \(framesPresented)") }

  private func write(_ line: String) {
    guard file.failure == nil else { return }
    do {
      try file.write(line + "\n")
    } catch {
      FileHandle.standardError.write(Data("Warning: the window log stops: \(error)\n".utf8))
    }
  }
}
