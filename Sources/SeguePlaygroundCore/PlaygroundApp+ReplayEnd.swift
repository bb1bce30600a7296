import Foundation
import Segue

extension PlaygroundApp {
  /// The time of a full replay's last frame (`ReplayFrames.all`): once nothing moves after
  /// the last event, 10 s after it at most. Replays `recording` (of one of `scenes`) without
  /// rendering.
  public static func replayEnd(of recording: InputRecording, among scenes: [Scene]) throws
    -> TimeInterval
  {
    var end: TimeInterval = 0
    try PlaygroundApp(replaying: recording, among: scenes).replay(recording, frames: .all) {
      _, time, _ in
      end = time
    }
    return end
  }
}
