import Foundation
import Segue
import SeguePlaygroundCore
import SegueSDL

/// Sits between the window and the app, passing every event on and writing it to
/// `--record`'s file as it happens. Host times already count from the start of the session.
@MainActor
final class SessionRecorder: WindowHostDelegate {
  private let app: PlaygroundApp
  private let file: RecordingFile

  init(app: PlaygroundApp, file: RecordingFile) {
    self.app = app
    self.file = file
  }

  func buildFrame(into list: inout DisplayList) { app.buildFrame(into: &list) }
  var isRunning: Bool { app.isRunning }
  var isTransitioning: Bool { app.isTransitioning }

  func handle(_ event: HostEvent) {
    switch event {
    case .pointer(let input): file.append(.pointer(input))
    case .key(let key): file.append(.key(key))
    // Recordings hold pointer and key events only: a wheel turn is not replayed.
    case .resized, .quit, .wheel: break
    }
    app.handle(event)
    // Recordings hold the device area's size, which the inspector leaves.
    if case .resized(_, _, let time) = event {
      file.append(.resize(app.window.bounds.size, time: time))
    }
  }

  func advance(to time: TimeInterval) -> Bool { app.advance(to: time) }
}
