import Foundation

extension DisplayList {
  /// One command per line, clipped commands indented; numbers rounded to 1/100 point and
  /// colors to 8 bits, so the text changes only when the picture does.
  public var description: String {
    var lines: [String] = []
    var depth = 0
    for command in commands {
      if case .popClip = command { depth = max(depth - 1, 0) }
      lines.append(String(repeating: "  ", count: depth) + Self.describe(command))
      if case .pushClip = command { depth += 1 }
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ command: DisplayCommand) -> String {
    switch command {
    case .fill(let fill):
      return "fill \(format(fill.rect)) \(format(fill.color))"
        + radius(fill.cornerRadius) + format(fill.transform)
    case .linearGradient(let gradient):
      return "gradient \(format(gradient.rect)) \(format(gradient.startColor))"
        + "@\(format(gradient.start)) → \(format(gradient.endColor))@\(format(gradient.end))"
        + format(gradient.transform)
    case .text(let run):
      return "text \(format(run.rect)) \"\(escaped(run.string))\" \(format(run.pointSize))pt"
        + (run.bold ? " bold" : "") + " \(run.alignment.rawValue) \(format(run.color))"
        + (run.wraps ? " wraps" : "") + format(run.transform)
    case .pushClip(let clip):
      return "clip \(format(clip.rect))" + format(clip.transform)
    case .popClip:
      return "end clip"
    case .backdropBlur(let blur):
      return "blur \(format(blur.rect)) radius \(format(blur.radius)) \(format(blur.tint))"
        + (blur.opacity == 1 ? "" : " opacity \(format(blur.opacity))") + format(blur.transform)
        + (blur.limit.map { " within \(format($0))" } ?? "")
    }
  }

  /// Quotes, backslashes and line breaks escaped, so a command stays on one line.
  private static func escaped(_ string: String) -> String {
    string.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "\\r")
  }

  private static func radius(_ r: CGFloat) -> String {
    r == 0 ? "" : " radius \(format(r))"
  }

  private static func format(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    let text = String(format: "%.2f", rounded == 0 ? 0 : rounded)
    return text.replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
  }

  private static func format(_ point: CGPoint) -> String {
    "(\(format(point.x)),\(format(point.y)))"
  }

  private static func format(_ rect: CGRect) -> String {
    "[\(format(rect.minX)),\(format(rect.minY)) \(format(rect.width))×\(format(rect.height))]"
  }

  private static func format(_ color: RGBA) -> String {
    let b = color.bytes
    return String(format: "#%02X%02X%02X%02X", b.r, b.g, b.b, b.a)
  }

  /// Empty for identity; a pure translation as `+(x,y)`; otherwise all six numbers. Decided
  /// on the printed (rounded) numbers, so float noise does not change the text.
  private static func format(_ t: CGAffineTransform) -> String {
    let parts = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(format)
    guard parts[0] == "1", parts[1] == "0", parts[2] == "0", parts[3] == "1" else {
      return " matrix(\(parts.joined(separator: " ")))"
    }
    return parts[4] == "0" && parts[5] == "0" ? "" : " +(\(parts[4]),\(parts[5]))"
  }
}
