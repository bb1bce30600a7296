import Foundation

/// The event a touch arrived with; carries its timestamp and the touches involved.
@MainActor
open class UIEvent: NSObject {
  public enum EventType: Int, Sendable {
    case touches, presses
  }

  public let type: EventType
  public let timestamp: TimeInterval
  public let allTouches: Set<UITouch>?

  internal init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch>) {
    self.type = type
    self.timestamp = timestamp
    self.allTouches = touches
    super.init()
  }
}
