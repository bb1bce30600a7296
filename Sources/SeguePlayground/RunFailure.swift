/// A failure while running (SDL could not open a window, a frame could not be written), as
/// opposed to a bad command line: exits with 1.
public struct RunFailure: Error, CustomStringConvertible {
  public let description: String

  public init(description: String) {
    self.description = description
  }
}
