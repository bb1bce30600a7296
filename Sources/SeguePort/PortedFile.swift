/// A file after its port: the new text, and what changed or could not, by line.
public struct PortedFile: Sendable {
  public let path: String
  /// The ported text; the file as read when it has syntax errors.
  public let text: String
  public let changes: [PortNote]
  /// The sites left as they were, and why.
  public let unported: [PortNote]
  /// What swift-syntax could not parse; a file with any is not ported.
  public let syntaxErrors: [PortNote]
  /// Whether `@IBOutlet` or `@IBAction` went, so the storyboard's views must be made in code.
  public let droppedInterfaceBuilder: Bool

  public var isChanged: Bool { !changes.isEmpty }
}
