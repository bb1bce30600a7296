import Foundation
import Segue

extension PlaygroundApp {
  /// The frame rate of replays: frame k is at k/60 s.
  nonisolated public static let replayFrameRate = 60.0
  /// How long a replay keeps rendering after the last event while something still moves.
  nonisolated public static let replaySettleLimit: TimeInterval = 10

  /// A fresh app for `recording`, with the tuning the recording started with (the scene's
  /// defaults for a recording without one), its scene found among `scenes`; or an error
  /// naming an unknown scene or a bad tuning key. Given a `device`, the window is that
  /// device's screen (its size instead of the recording's, its safe area and corners).
  public convenience init(
    replaying recording: InputRecording, among scenes: [Scene], device: DeviceDescription? = nil,
    appearance: UIUserInterfaceStyle = .light, reduceMotion: Bool = false
  ) throws {
    guard let scene = scenes.named(recording.scene) else {
      throw RecordingError(
        "the recording's scene '\(TerminalText.escaped(recording.scene))' is unknown; known scenes: "
          + scenes.map(\.name).joined(separator: ", "))
    }
    var recorded: Tuning?
    if let text = recording.tuning {
      do {
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8))
        recorded = try Tuning(json: json, for: scene, source: "", path: "tuning")
      } catch {
        throw RecordingError("\(error)")
      }
    }
    self.init(
      scene: scene, among: scenes, size: device?.screenSize ?? recording.size,
      scale: recording.scale, device: device, tuning: recorded, appearance: appearance,
      reduceMotion: reduceMotion)
  }

  /// Feeds the recording's events at their times on a manual clock, running every 60 Hz
  /// frame as the window would, and hands each selected frame to `render` (frame index,
  /// time in seconds, the window). Which frames are selected changes only what is rendered,
  /// never what happens: a drag replays the same whether every frame is kept or one. No wall
  /// clock is read, so the same recording gives the same frames on every run.
  public func replay(
    _ recording: InputRecording, frames: ReplayFrames,
    render: (Int, TimeInterval, UIWindow) throws -> Void
  ) rethrows {
    var next = 0
    func run(to time: TimeInterval) -> Bool {
      while next < recording.events.count, recording.events[next].time <= time {
        switch recording.events[next] {
        case .pointer(let input): handle(input)
        case .key(let key): handle(key)
        case .resize(let size, let time): resize(to: size, scale: recording.scale, at: time)
        }
        next += 1
      }
      // `advance` lays the window out, as the window does before drawing each frame.
      return advance(to: time)
    }
    // Requested times not on the 60 Hz grid are visited in order between grid frames.
    var requested: [TimeInterval] =
      switch frames {
      case .all: []
      case .frame(let index): [Double(index) / Self.replayFrameRate]
      case .times(let times): times
      }
    var rendered = 0
    let settleEnd = recording.duration + Self.replaySettleLimit
    var index = 0
    while true {
      let time = Double(index) / Self.replayFrameRate
      while let first = requested.first, first < time {
        _ = run(to: first)
        try render(rendered, first, window)
        rendered += 1
        requested.removeFirst()
      }
      let moving = run(to: time)
      if frames == .all || requested.first == time {
        if frames != .all { requested.removeFirst() }
        try render(frames == .all || frames == .frame(index) ? index : rendered, time, window)
        rendered += 1
      }
      let done = time >= recording.duration && (!moving || time >= settleEnd)
      if frames == .all ? done : requested.isEmpty { break }
      index += 1
    }
  }
}
