import Foundation

extension DisplayList {
  /// One command per line, clipped commands indented; numbers rounded to 1/100 point and
  /// colors to 8 bits, so the text changes only when the picture does.
  public var description: String {
    var lines: [String] = []
    var depth = 0
    for command in commands {
      switch command {
      case .popClip, .popGroup, .popProjection, .popMask, .maskWith: depth = max(depth - 1, 0)
      default: break
      }
      lines.append(String(repeating: "  ", count: depth) + Self.describe(command))
      switch command {
      case .pushClip, .pushGroup, .pushProjection, .pushMask, .maskWith: depth += 1
      default: break
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ command: DisplayCommand) -> String {
    switch command {
    case .fill(let fill) where fill.erases:
      return "erase \(format(fill.rect))" + format(fill.transform)
    case .fill(let fill):
      return "fill \(format(fill.rect)) \(format(fill.color))"
        + corners(fill.cornerRadius, fill.corners, fill.cornerCurve) + format(fill.transform)
    case .border(let border):
      return "border \(format(border.rect)) width \(format(border.width)) \(format(border.color))"
        + corners(border.cornerRadius, border.corners, border.cornerCurve)
        + format(border.transform)
    case .pushGroup(let group):
      return "group"
        + (group.opacity == 1 ? "" : " opacity \(format(group.opacity))")
        + (group.adds ? " adds" : "")
        + (group.shadow.map {
          " shadow \(format($0.color)) offset (\(format($0.offset.width)),\(format($0.offset.height)))"
            + " radius \(format($0.radius))"
            + ($0.path.map { " path \($0.count) elements" } ?? "")
        } ?? "")
    case .popGroup:
      return "end group"
    case .pushProjection(let projection):
      let t = projection.transform
      return "projection \(format(projection.bounds)) matrix("
        + [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44].map(format)
        .joined(separator: " ") + ")"
    case .popProjection:
      return "end projection"
    case .pushMask:
      return "mask"
    case .maskWith:
      return "with"
    case .popMask:
      return "end mask"
    case .gradient(let gradient):
      let stops = zip(gradient.colors, gradient.locations).map { "\(format($0))@\(format($1))" }
      return "gradient \(gradient.kind.rawValue) \(format(gradient.rect)) "
        + "\(format(gradient.start)) → \(format(gradient.end)) "
        + stops.joined(separator: " ") + format(gradient.transform)
    case .image(let image):
      return "image \(image.image.width)×\(image.image.height)px \(format(image.rect))"
        + (image.source == CGRect(x: 0, y: 0, width: 1, height: 1)
          ? "" : " from \(format(image.source))")
        + (image.center == CGRect(x: 0, y: 0, width: 1, height: 1)
          ? "" : " center \(format(image.center))")
        + (image.tint.map { " tint \(format($0))" } ?? "")
        + (image.opacity == 1 ? "" : " opacity \(format(image.opacity))")
        + format(image.transform)
    case .path(let path):
      return "path \(path.elements.count) elements"
        + (path.fill.map { " fill \(format($0))" + (path.fillRule == .evenOdd ? " even-odd" : "") }
          ?? "")
        + (path.stroke.map { " stroke \(format($0)) width \(format(path.lineWidth))" } ?? "")
        + (path.dashPattern.isEmpty
          ? "" : " dash \(path.dashPattern.map(format).joined(separator: ","))")
        + format(path.transform)
    case .text(let run):
      return "text \(format(run.rect)) \"\(escaped(run.string))\" \(format(run.pointSize))pt"
        + (run.bold ? " bold" : "") + " \(run.alignment.rawValue) \(format(run.color))"
        + (run.wraps ? " wraps" : "") + (run.alignsTop ? " top" : "")
        + (run.truncation == .tail ? "" : " cut \(run.truncation.rawValue)")
        + (run.lineLimit > 0 ? " at most \(run.lineLimit) lines" : "")
        + (run.minimumScaleFactor < 1 ? " shrinks to \(format(run.minimumScaleFactor))" : "")
        + format(run.transform)
    case .pushClip(let clip):
      return "clip \(format(clip.rect))"
        + (clip.path.map {
          " path \($0.count) elements" + (clip.fillRule == .evenOdd ? " even-odd" : "")
        } ?? "")
        + corners(clip.cornerRadius, clip.corners, clip.cornerCurve) + format(clip.transform)
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

  /// Empty for square corners; otherwise the radius, the corners when not all four
  /// (tl tr bl br), and "continuous" for that curve.
  private static func corners(
    _ radius: CGFloat, _ corners: CACornerMask, _ curve: CornerCurve
  ) -> String {
    guard radius != 0, !corners.isEmpty else { return "" }
    let names: [(CACornerMask, String)] = [
      (.layerMinXMinYCorner, "tl"), (.layerMaxXMinYCorner, "tr"),
      (.layerMinXMaxYCorner, "bl"), (.layerMaxXMaxYCorner, "br"),
    ]
    let which =
      corners == .all
      ? "" : " " + names.filter { corners.contains($0.0) }.map(\.1).joined(separator: ",")
    return " radius \(format(radius))" + which + (curve == .continuous ? " continuous" : "")
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
