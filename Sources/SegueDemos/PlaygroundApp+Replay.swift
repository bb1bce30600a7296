import Foundation
import Segue

extension PlaygroundApp {
  /// The frame rate of replays: frame k is at k/60 s.
  public static let replayFrameRate = 60.0
  /// How long a replay keeps rendering after the last event while something still moves.
  public static let replaySettleLimit: TimeInterval = 10

  /// A fresh app for `recording`, or an error naming an unknown scene.
  public convenience init(replaying recording: InputRecording) throws {
    guard let scene = Scenes.named(recording.scene) else {
      throw RecordingError(
        "the recording's scene '\(recording.scene)' is unknown; known scenes: "
          + Scenes.all.map(\.name).joined(separator: ", "))
    }
    self.init(scene: scene, size: recording.size, scale: recording.scale)
  }

  /// Feeds the recording's events at their times on a manual clock and hands each selected
  /// frame to `render` (frame index, time in seconds, the window). No wall clock is read,
  /// so the same recording gives the same frames on every run.
  public func replay(
    _ recording: InputRecording, frames: ReplayFrames,
    render: (Int, TimeInterval, UIWindow) throws -> Void
  ) rethrows {
    var next = 0
    func feed(upTo time: TimeInterval) {
      while next < recording.events.count, recording.events[next].time <= time {
        switch recording.events[next] {
        case .pointer(let input): handle(input)
        case .key(let key): handle(key)
        case .resize(let size, let time): resize(to: size, scale: recording.scale, at: time)
        }
        next += 1
      }
    }
    switch frames {
    case .frame(let index):
      let time = Double(index) / Self.replayFrameRate
      feed(upTo: time)
      _ = advance(to: time)
      try render(index, time, window)
    case .times(let times):
      for (index, time) in times.enumerated() {
        feed(upTo: time)
        _ = advance(to: time)
        try render(index, time, window)
      }
    case .all:
      let settleEnd = recording.duration + Self.replaySettleLimit
      var index = 0
      while true {
        let time = Double(index) / Self.replayFrameRate
        feed(upTo: time)
        let moving = advance(to: time)
        try render(index, time, window)
        if time >= recording.duration && (!moving || time >= settleEnd) { break }
        index += 1
      }
    }
  }
}
