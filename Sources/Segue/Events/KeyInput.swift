import Foundation

/// A key press as the playground receives it: the key's name as SDL spells it
/// ("Escape", "Space", "1", "Left"), modifier flags, and the event time in seconds.
public struct KeyInput: Equatable, Sendable, Codable {
  public struct Modifiers: OptionSet, Equatable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let control = Modifiers(rawValue: 1 << 1)
    public static let alt = Modifiers(rawValue: 1 << 2)
  }

  public var key: String
  public var modifiers: Modifiers
  public var timestamp: TimeInterval

  public init(key: String, modifiers: Modifiers = [], timestamp: TimeInterval) {
    self.key = key
    self.modifiers = modifiers
    self.timestamp = timestamp
  }
}
