import Foundation

/// One turn of the mouse wheel (or a touchpad's two-finger scroll) as the model receives it:
/// where the pointer is (window points), how far the content should move, and when.
///
/// `delta` is in points, positive to move the content offset down and right (the content
/// itself moves up and left, as a wheel turned towards the user scrolls a page on Linux).
public struct ScrollWheelInput: Equatable, Sendable {
  /// Points one notch of a wheel scrolls: 40, three lines of text (Qt and Windows scroll
  /// three lines a notch by default).
  public static let pointsPerNotch: CGFloat = 40

  public var location: CGPoint
  public var delta: CGVector
  /// Seconds on the input clock.
  public var timestamp: TimeInterval

  public init(location: CGPoint, delta: CGVector, timestamp: TimeInterval) {
    self.location = location
    self.delta = delta
    self.timestamp = timestamp
  }
}
