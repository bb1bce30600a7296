import Foundation

extension InputRecording {
  /// Reads a recording, checking every field: a truncated file, a wrong type, time going
  /// backwards, an unknown event type or a non-finite number is an error naming the line or
  /// the event and field. `source` names the file in messages.
  public init(jsonData data: Data, source: String) throws {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw RecordingError("\(source): not valid JSON\(Self.position(of: error, in: data))")
    }
    var fields = Fields(root, path: source)
    let version = try fields.number("version")
    guard version == Double(Self.version) else {
      throw RecordingError(
        "\(source): version \(Int(exactly: version).map(String.init) ?? "\(version)") is not "
          + "supported (expected \(Self.version))")
    }
    let scene = try fields.string("scene")
    let size = CGSize(width: try fields.dimension("width"), height: try fields.dimension("height"))
    let scale = try fields.number("scale", default: 1)
    guard (1...3).contains(scale) else {
      throw RecordingError("\(source): scale must be 1…3, not \(scale)")
    }
    var events: [Event] = []
    for (index, element) in try fields.array("events").enumerated() {
      var event = Fields(element, path: "\(source): events[\(index)]")
      let parsed = try Self.event(from: &event)
      if let previous = events.last, parsed.time < previous.time {
        throw RecordingError(
          "\(source): events[\(index)].time \(parsed.time) goes backwards (the event before is at \(previous.time))"
        )
      }
      events.append(parsed)
    }
    self.init(scene: scene, size: size, scale: scale, events: events)
  }

  private static func event(from fields: inout Fields) throws -> Event {
    let type = try fields.string("type")
    let time = try fields.number("time")
    guard (0...maximumTime).contains(time) else {
      throw fields.error("time", "must be 0…\(Int(maximumTime)) seconds, not \(time)")
    }
    switch type {
    case "pointer":
      let phaseName = try fields.string("phase")
      guard let phase = PointerInput.Phase(rawValue: phaseName) else {
        throw fields.error("phase", "'\(phaseName)' is not one of down, move, up, cancel")
      }
      return .pointer(
        PointerInput(
          phase: phase, location: CGPoint(x: try fields.number("x"), y: try fields.number("y")),
          timestamp: time, button: try fields.integer("button", default: 1, in: 0...255)))
    case "key":
      var modifiers: KeyInput.Modifiers = []
      for name in try fields.strings("modifiers") {
        switch name {
        case "shift": modifiers.insert(.shift)
        case "control": modifiers.insert(.control)
        case "alt": modifiers.insert(.alt)
        default: throw fields.error("modifiers", "'\(name)' is not one of shift, control, alt")
        }
      }
      return .key(KeyInput(key: try fields.string("key"), modifiers: modifiers, timestamp: time))
    case "resize":
      return .resize(
        CGSize(width: try fields.dimension("width"), height: try fields.dimension("height")),
        time: time)
    default:
      throw fields.error("type", "unknown event type '\(type)' (expected pointer, key or resize)")
    }
  }

  /// Where the parser gave up, as a line and column (the parser reports a character
  /// offset), or the last line when the file stops short (a truncated recording).
  private static func position(of error: Error, in data: Data) -> String {
    let message = "\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error)"
    let text = String(decoding: data, as: UTF8.self)
    if let range = message.range(of: #"character \d+"#, options: .regularExpression),
      let offset = Int(message[range].dropFirst("character ".count))
    {
      let before = text.utf8.prefix(offset)
      let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let column =
        before.count
        - (before.lastIndex(of: UInt8(ascii: "\n")).map {
          before.distance(from: before.startIndex, to: $0) + 1
        } ?? 0) + 1
      return " at line \(line), column \(column): \(message)"
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    return " (\(message)) — it ends at line \(lines): is it truncated?"
  }
}

/// Typed access to one JSON object, with errors that name the field.
private struct Fields {
  let object: [String: Any]?
  let path: String

  init(_ value: Any, path: String) {
    self.object = value as? [String: Any]
    self.path = path
  }

  func error(_ key: String, _ problem: String) -> RecordingError {
    RecordingError("\(path).\(key): \(problem)")
  }

  private func value(_ key: String) throws -> Any {
    guard let object else { throw RecordingError("\(path): expected an object") }
    guard let value = object[key] else { throw error(key, "missing") }
    return value
  }

  func string(_ key: String) throws -> String {
    guard let string = try value(key) as? String else {
      throw error(key, "expected a string, found \(Self.describe(try value(key)))")
    }
    return string
  }

  func strings(_ key: String) throws -> [String] {
    guard object?[key] != nil else { return [] }
    guard let strings = try value(key) as? [String] else {
      throw error(key, "expected a list of strings")
    }
    return strings
  }

  func number(_ key: String, default fallback: Double? = nil) throws -> Double {
    if let fallback, object?[key] == nil { return fallback }
    let raw = try value(key)
    guard let number = raw as? NSNumber, !Self.isBoolean(raw) else {
      throw error(key, "expected a number, found \(Self.describe(raw))")
    }
    guard number.doubleValue.isFinite else { throw error(key, "\(number) is not a finite number") }
    return number.doubleValue
  }

  /// A whole number in `range` (SDL numbers mouse buttons 1…255; 0 is none).
  func integer(
    _ key: String, default fallback: Int? = nil, in range: ClosedRange<Int>
  ) throws -> Int {
    let value = try number(key, default: fallback.map(Double.init))
    guard value == value.rounded() else {
      throw error(key, "expected a whole number, found \(value)")
    }
    guard let whole = Int(exactly: value), range.contains(whole) else {
      throw error(key, "must be \(range.lowerBound)…\(range.upperBound), not \(value)")
    }
    return whole
  }

  /// A size in points: 1…4096, like the CLI's `--size`.
  func dimension(_ key: String) throws -> Double {
    let value = try number(key)
    guard (1...4096).contains(value) else {
      throw error(key, "must be 1…4096 points, not \(value)")
    }
    return value
  }

  func array(_ key: String) throws -> [Any] {
    guard let array = try value(key) as? [Any] else { throw error(key, "expected a list") }
    return array
  }

  /// JSON true/false arrive as a boolean NSNumber subclass, which `as? NSNumber` also
  /// accepts; its class name is the portable way to tell it apart.
  private static func isBoolean(_ value: Any) -> Bool {
    "\(type(of: value))".contains("Boolean")
  }

  private static func describe(_ value: Any) -> String {
    switch value {
    case is String: "a string"
    case is [Any]: "a list"
    case is [String: Any]: "an object"
    case is NSNull: "null"
    case let number as NSNumber where isBoolean(value): number.boolValue ? "true" : "false"
    default: "\(value)"
    }
  }
}
