import Foundation

/// One mouse event as the model receives it: where (window points), when (seconds on the
/// input clock, taken from the event, never the wall clock) and what happened.
///
/// The mouse is touch 0: a press begins a touch, motion with the button held moves it,
/// release ends it. Motion with no button held is a hover and touches nothing.
public struct PointerInput: Equatable, Sendable, Codable {
  public enum Phase: String, Equatable, Sendable, Codable {
    case down, move, up
    /// The touch ended without completing, e.g. the window lost focus mid-drag.
    case cancel
  }

  public var phase: Phase
  public var location: CGPoint
  /// Seconds; only differences matter, so any origin works if it is the same for all events.
  public var timestamp: TimeInterval
  /// 1 = left, 2 = middle, 3 = right, as SDL numbers them.
  public var button: Int
  /// The modifier keys held at the event (the playground picks a view on a Control-click).
  public var modifiers: KeyInput.Modifiers

  public init(
    phase: Phase, location: CGPoint, timestamp: TimeInterval, button: Int = 1,
    modifiers: KeyInput.Modifiers = []
  ) {
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
    self.button = button
    self.modifiers = modifiers
  }
}
