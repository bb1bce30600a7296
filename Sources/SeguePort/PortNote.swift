/// One line of a port's summary: a change made, or a site left as it was and why.
public struct PortNote: Equatable, Sendable {
  /// 1-based, in the file as it was read.
  public let line: Int
  public let message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }
}
