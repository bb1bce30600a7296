import Foundation

extension InputRecording {
  /// The file form: one event per line, so a recording diffs and edits line by line.
  /// A recording written as it goes (`--record`) is the same text: `headerLine`, then each
  /// event's `line(for:)` after `separator(before:)`, then `ending`.
  public func jsonData() -> Data {
    var text = headerLine
    for (index, event) in events.enumerated() {
      text += Self.separator(before: index) + Self.line(for: event)
    }
    return Data((text + Self.ending).utf8)
  }

  /// Everything before the first event: the scene, device and tuning.
  package var headerLine: String {
    "{\"version\":\(Self.version),\"scene\":\(JSONText.quoted(scene)),\"width\":\(Self.number(size.width)),"
      + "\"height\":\(Self.number(size.height)),\"scale\":\(Self.number(scale)),"
      + (tuning.map { "\"tuning\":\($0)," } ?? "") + "\"events\":["
  }

  /// What goes before the event at `index`: a line break, after a comma from the second on.
  package static func separator(before index: Int) -> String { index == 0 ? "\n" : ",\n" }

  /// What closes the list of events and the file.
  package static let ending = "\n]}\n"

  package static func line(for event: Event) -> String {
    switch event {
    case .pointer(let p):
      return
        "{\"type\":\"pointer\",\"phase\":\"\(p.phase.rawValue)\",\"x\":\(number(p.location.x)),"
        + "\"y\":\(number(p.location.y)),\"time\":\(number(p.timestamp)),\"button\":\(p.button)}"
    case .key(let k):
      var modifiers: [String] = []
      if k.modifiers.contains(.shift) { modifiers.append("\"shift\"") }
      if k.modifiers.contains(.control) { modifiers.append("\"control\"") }
      if k.modifiers.contains(.alt) { modifiers.append("\"alt\"") }
      return "{\"type\":\"key\",\"key\":\(JSONText.quoted(k.key)),\"time\":\(number(k.timestamp))"
        + (modifiers.isEmpty ? "" : ",\"modifiers\":[\(modifiers.joined(separator: ","))]") + "}"
    case .resize(let size, let time):
      return "{\"type\":\"resize\",\"width\":\(number(size.width)),"
        + "\"height\":\(number(size.height)),\"time\":\(number(time))}"
    }
  }

  private static func number(_ value: CGFloat) -> String { JSONText.number(Double(value)) }
}
