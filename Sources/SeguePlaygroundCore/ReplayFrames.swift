import Foundation

/// Which frames of a replay to render. Frames are 1/60 s apart from the start of the
/// recording; frame 0 is the scene before any input.
public enum ReplayFrames: Equatable, Sendable {
  /// Every frame up to the last event, then on until nothing animates (10 s at most).
  case all
  /// Only frame N (at N/60 s).
  case frame(Int)
  /// Frames at these times, in seconds from the start.
  case times([TimeInterval])

  /// Parses `all`, a frame number (`42`), or times in seconds (`0.5,1.25` or `2s`): a number
  /// with a decimal point or an `s` is a time.
  public init?(_ text: String) {
    if text == "all" {
      self = .all
    } else if let frame = Int(text), frame >= 0 {
      self = .frame(frame)
    } else {
      let times = text.split(separator: ",", omittingEmptySubsequences: false).map {
        TimeInterval($0.hasSuffix("s") ? $0.dropLast() : $0)
      }
      guard !times.isEmpty, times.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }) else {
        return nil
      }
      self = .times(times.compactMap { $0 }.sorted())
    }
  }

  /// The latest time this selection asks for, in seconds; nil for `.all`, which ends by
  /// itself.
  public var latestTime: TimeInterval? {
    switch self {
    case .all: nil
    case .frame(let index): Double(index) / PlaygroundApp.replayFrameRate
    case .times(let times): times.last
    }
  }
}
