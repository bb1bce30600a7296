import Foundation

/// A drag's velocity over one second, in 60 slots of 1/60 s: what the inspector plots. The
/// second ends at the latest sample, not at the clock's now, so the plot depends only on the
/// input (a window and a replay of its recording draw the same bars) and still shows the
/// last second of a drag after its release. Samples come with pointer events, which are
/// stamped with their own time.
public struct VelocityHistory: Equatable, Sendable {
  /// Slots per second; each holds the last velocity sampled during its 1/60 s.
  public static let slotsPerSecond = 60

  /// Points per second along the drag, by slot number (time × 60, floored) modulo 60.
  private var velocities = [CGFloat?](repeating: nil, count: slotsPerSecond)
  private var slotNumbers = [Int](repeating: .min, count: slotsPerSecond)
  /// The slot number of the latest sample; nil before any.
  private var latest: Int?
  /// Changes with every sample, so a view can tell it needs redrawing without comparing.
  public private(set) var revision = 0

  public init() {}

  /// Records `velocity` (points per second) sampled at `time` (seconds). A sample older than
  /// the latest is ignored: time only moves forward.
  public mutating func add(_ velocity: CGFloat, at time: TimeInterval) {
    guard time.isFinite, abs(time) < 1e9, velocity.isFinite else { return }
    // A microsecond of slack: a sample stamped k/60 s lands in slot k despite rounding.
    let number = Int((time * Double(Self.slotsPerSecond) + 1e-6).rounded(.down))
    if let latest, number < latest { return }
    let slot = Self.slot(number)
    velocities[slot] = velocity
    slotNumbers[slot] = number
    latest = number
    revision += 1
  }

  /// The velocity `age` slots before the latest sample's (0 = the latest), or nil when no
  /// sample fell in that 1/60 s or it is a second old or more.
  public func velocity(age: Int) -> CGFloat? {
    guard let latest, (0..<Self.slotsPerSecond).contains(age) else { return nil }
    let slot = Self.slot(latest - age)
    return slotNumbers[slot] == latest - age ? velocities[slot] : nil
  }

  private static func slot(_ number: Int) -> Int {
    ((number % slotsPerSecond) + slotsPerSecond) % slotsPerSecond
  }
}
