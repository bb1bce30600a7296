/// Why a scene config (or a recording's tuning) cannot be used: the file, the key path
/// (`tuning.policy.threshold`) and what was expected.
public struct ConfigError: Error, Equatable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
