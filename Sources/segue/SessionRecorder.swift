import Foundation
import Segue
import SegueDemos
import SegueSDL

/// Sits between the window and the app, passing every event on and keeping it for
/// `--record`. Host times already count from the start of the session.
@MainActor
final class SessionRecorder: WindowHostDelegate {
  private let app: PlaygroundApp
  private(set) var recording: InputRecording

  init(app: PlaygroundApp, recording: InputRecording) {
    self.app = app
    self.recording = recording
  }

  var rootView: UIView { app.rootView }
  var isRunning: Bool { app.isRunning }

  func handle(_ event: HostEvent) {
    switch event {
    case .pointer(let input): recording.append(.pointer(input))
    case .key(let key): recording.append(.key(key))
    case .resized(let size, _, let time): recording.append(.resize(size, time: time))
    case .quit: break
    }
    app.handle(event)
  }

  func advance(to time: TimeInterval) -> Bool { app.advance(to: time) }
}
