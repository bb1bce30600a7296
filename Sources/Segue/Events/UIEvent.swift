import Foundation

/// The event a touch arrived with; carries its timestamp and the touches involved. As in
/// UIKit, one event object serves a whole touch sequence (press to release) and its
/// timestamp moves with each phase: read it during delivery, do not keep it.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  public enum EventType: Int, Sendable {
    case touches, presses
  }

  public let type: EventType
  /// Seconds on the input clock of the latest phase delivered with this event.
  public internal(set) var timestamp: TimeInterval
  public let allTouches: Set<UITouch>?

  internal init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch>) {
    self.type = type
    self.timestamp = timestamp
    self.allTouches = touches
    super.init()
  }
}
