import Foundation

extension InputRecording {
  /// The file form: one event per line, so a recording diffs and edits line by line.
  public func jsonData() -> Data {
    var lines = [
      "{\"version\":\(Self.version),\"scene\":\(JSONText.quoted(scene)),\"width\":\(number(size.width)),"
        + "\"height\":\(number(size.height)),\"scale\":\(number(scale)),"
        + (tuning.map { "\"tuning\":\($0)," } ?? "") + "\"events\":["
    ]
    for (index, event) in events.enumerated() {
      lines.append(line(for: event) + (index == events.count - 1 ? "" : ","))
    }
    lines.append("]}")
    return Data((lines.joined(separator: "\n") + "\n").utf8)
  }

  private func line(for event: Event) -> String {
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

  private func number(_ value: CGFloat) -> String { JSONText.number(Double(value)) }
}
