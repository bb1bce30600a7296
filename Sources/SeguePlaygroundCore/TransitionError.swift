/// Why a transition cannot be shown: a bad progress or time value, an unknown name, or a
/// transition that did not start. The description names the value.
public struct TransitionError: Error, Equatable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
