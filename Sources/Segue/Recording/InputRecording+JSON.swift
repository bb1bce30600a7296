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
        + "\"y\":\(number(p.location.y)),\"time\":\(number(p.timestamp)),\"button\":\(p.button)"
        + modifiers(p.modifiers) + "}"
    case .key(let k):
      return "{\"type\":\"key\",\"key\":\(JSONText.quoted(k.key)),\"time\":\(number(k.timestamp))"
        + modifiers(k.modifiers) + "}"
    case .resize(let size, let time):
      return "{\"type\":\"resize\",\"width\":\(number(size.width)),"
        + "\"height\":\(number(size.height)),\"time\":\(number(time))}"
    }
  }

  private static func number(_ value: CGFloat) -> String { JSONText.number(Double(value)) }

  /// `,"modifiers":["shift",…]`, or nothing when none is held (older files have none).
  private static func modifiers(_ held: KeyInput.Modifiers) -> String {
    var names: [String] = []
    if held.contains(.shift) { names.append("\"shift\"") }
    if held.contains(.control) { names.append("\"control\"") }
    if held.contains(.alt) { names.append("\"alt\"") }
    return names.isEmpty ? "" : ",\"modifiers\":[\(names.joined(separator: ","))]"
  }
}
