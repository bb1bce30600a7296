import Foundation
import Segue

extension PlaygroundApp {
  /// The time of a full replay's last frame (`ReplayFrames.all`): once nothing moves after
  /// the last event, 10 s after it at most. Replays `recording` without rendering.
  public static func replayEnd(of recording: InputRecording) throws -> TimeInterval {
    var end: TimeInterval = 0
    try PlaygroundApp(replaying: recording).replay(recording, frames: .all) { _, time, _ in
      end = time
    }
    return end
  }
}
