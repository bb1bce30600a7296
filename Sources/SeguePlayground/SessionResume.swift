import Foundation
import Segue
import SeguePlaygroundCore

/// `--resume FILE`: the session a previous build recorded (still being written: read as
/// cut off, without the warning), replayed into a new app on the replay's 60 Hz frames,
/// nothing drawn, up to the moment the session has reached by its clock (or its last
/// event, if later): the new build's window opens on the same scene at the same moment, as
/// exact as `segue replay` is.
@MainActor
struct SessionResume {
  let recording: InputRecording
  let app: PlaygroundApp
  /// Session seconds the app has been brought to: the window's time goes on from there.
  let start: TimeInterval

  init(path: String, appearance: UIUserInterfaceStyle, reduceMotion: Bool) throws {
    let url = URL(fileURLWithPath: path)
    do {
      let data = try Data(contentsOf: url)
      recording = try InputRecording.readingCutOff(jsonData: data, source: path).recording
      app = try PlaygroundApp(
        replaying: recording, among: SceneCatalog.scenes, appearance: appearance,
        reduceMotion: reduceMotion)
      start = max(recording.duration, SessionClock.now() - (try SessionClock.zero(beside: url)))
    } catch {
      throw RunFailure(description: "cannot resume the session in \(path): \(error)")
    }
    app.replay(recording, frames: .times([start])) { _, _, _ in }
  }

  /// The header the new build's recording starts with: the session's, so the file holds
  /// the whole session again.
  var header: InputRecording {
    InputRecording(
      scene: recording.scene, size: recording.size, scale: recording.scale,
      tuning: recording.tuning)
  }
}
