import Foundation
import Segue

/// A line for each key press the window handles (`key NAME`) and each time it goes idle
/// with its last frame presented (`idle FRAMES`), for a script that drives the window with
/// xdotool: X delivers a window's events in order, so once the line of a key sent after
/// some input is followed by an `idle` line, that input has been handled and everything it
/// started has finished (or is paused). On the software renderer, whose present waits for
/// the X server to take the image, a capture then shows the result; a GL present may still
/// be on its way. Enabled by `SEGUE_WINDOW_LOG=FILE`, which is replaced; each line is
/// written at once, unbuffered, and a failed write is dropped (the log is an aid).
struct WindowLog {
  private let file: FileHandle
  private var framesPresented = 0

  init?(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    guard let path = environment["SEGUE_WINDOW_LOG"], !path.isEmpty else { return nil }
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let file = FileHandle(forWritingAtPath: path)
    else { throw SDLError(message: "cannot write the window log SEGUE_WINDOW_LOG=\(path)") }
    self.file = file
  }

  mutating func framePresented() { framesPresented += 1 }

  func handled(_ event: HostEvent) {
    guard case .key(let key) = event else { return }
    write("key \(key.key)")
  }

  func idled() { write("idle \(framesPresented)") }

  private func write(_ line: String) {
    try? file.write(contentsOf: Data((line + "\n").utf8))
  }
}
