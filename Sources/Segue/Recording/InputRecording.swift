import Foundation

/// A playground session as data: the scene and device it ran on, and every input event
/// with its time. Replaying it headless gives the same frames on every run.
///
/// The file is JSON, one event per line, times in seconds from the start of the recording:
///
///     {"version":1,"scene":"basics","width":390,"height":844,"scale":1,"events":[
///     {"type":"pointer","phase":"down","x":80,"y":250,"time":0.5,"button":1},
///     {"type":"key","key":"Escape","time":2.25}
///     ]}
public struct InputRecording: Equatable, Sendable {
  public enum Event: Equatable, Sendable {
    case pointer(PointerInput)
    case key(KeyInput)
    /// The device area changed to this size in points.
    case resize(CGSize, time: TimeInterval)

    public var time: TimeInterval {
      switch self {
      case .pointer(let input): input.timestamp
      case .key(let key): key.timestamp
      case .resize(_, let time): time
      }
    }

    /// This event, moved to `previous`'s time if it is earlier.
    package func ordered(after previous: Event?) -> Event {
      let earliest = previous?.time ?? 0
      return time < earliest ? at(earliest) : self
    }

    /// The same event at another time.
    private func at(_ time: TimeInterval) -> Event {
      switch self {
      case .pointer(var input):
        input.timestamp = time
        return .pointer(input)
      case .key(var key):
        key.timestamp = time
        return .key(key)
      case .resize(let size, _):
        return .resize(size, time: time)
      }
    }
  }

  public static let version = 1
  /// The latest event time a recording may hold, in seconds (a day): a replay runs every
  /// 60 Hz frame up to its last event, so a typo like 1e9 would never end.
  public static let maximumTime: TimeInterval = 86_400

  public var scene: String
  /// Device area in points at the start.
  public var size: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// In time order; times never go backwards.
  public var events: [Event]
  /// The settings the scene started with, as one line of JSON text holding an object: the
  /// playground writes its tuning there (a scene config's `tuning`, see SegueDemos'
  /// `SceneConfig`). nil in recordings made before it existed: they replay with the
  /// scene's defaults.
  public var tuning: String?

  public init(
    scene: String, size: CGSize, scale: CGFloat = 1, tuning: String? = nil, events: [Event] = []
  ) {
    self.scene = scene
    self.size = size
    self.scale = scale
    self.tuning = tuning
    self.events = events
  }

  /// Adds `event`, moved to the previous event's time if it is earlier, so the recording
  /// stays valid whatever order a host delivers stamps in.
  public mutating func append(_ event: Event) {
    events.append(event.ordered(after: events.last))
  }

  /// Seconds from the start to the last event.
  public var duration: TimeInterval { events.last?.time ?? 0 }
}
