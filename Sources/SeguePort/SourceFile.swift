/// A Swift file to port: its path, as the summary names it, and its text.
public struct SourceFile: Sendable {
  public let path: String
  public let text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
