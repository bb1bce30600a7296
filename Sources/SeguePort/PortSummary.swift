/// What a port did, as `segue port` prints it: every change and every site left as it was,
/// by file and line, or the syntax errors that stopped it.
public struct PortSummary {
  public let files: [PortedFile]

  public init(_ files: [PortedFile]) { self.files = files }

  /// The syntax errors of every file that has any, by file and line; nil when there are none.
  public var syntaxErrors: String? {
    let broken = files.filter { !$0.syntaxErrors.isEmpty }
    guard !broken.isEmpty else { return nil }
    return broken.map { file in
      (["cannot parse \(file.path):"]
        + file.syntaxErrors.map { "  \(file.path):\($0.line): \($0.message)" })
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  public var text: String {
    var lines = files.flatMap { file in
      file.changes.map { "\(file.path):\($0.line): \($0.message)" }
    }
    let unported = files.flatMap { file in
      file.unported.map { "  \(file.path):\($0.line): \($0.message)" }
    }
    if lines.isEmpty { lines.append("nothing to change: the files are already ported") }
    if !unported.isEmpty { lines += ["could not rewrite:"] + unported }
    if files.contains(where: \.droppedInterfaceBuilder) {
      lines.append(
        "note: @IBOutlet and @IBAction were dropped: the storyboard's views must be made in code")
    }
    let changes = files.map(\.changes.count).reduce(0, +)
    let changed = files.filter(\.isChanged).count
    lines.append(
      "\(changes) \(changes == 1 ? "change" : "changes") in \(changed) of \(files.count) "
        + "\(files.count == 1 ? "file" : "files"); \(unported.count) "
        + "\(unported.count == 1 ? "site" : "sites") could not be rewritten")
    return lines.joined(separator: "\n")
  }
}
