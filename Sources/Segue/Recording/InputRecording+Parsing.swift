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
      throw RecordingError("\(source): not valid JSON\(JSONText.position(of: error, in: data))")
    }
    if let problem = JSONDuplicateKeys.problem(in: data, source: source) {
      throw RecordingError(problem)
    }
    let fields = Fields(root, path: source)
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
    let tuning = try fields.object("tuning")
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
    self.init(scene: scene, size: size, scale: scale, tuning: tuning, events: events)
  }

  /// The optional `modifiers` list of a pointer or key event.
  private static func modifiers(from fields: Fields) throws -> KeyInput.Modifiers {
    var modifiers: KeyInput.Modifiers = []
    for name in try fields.strings("modifiers") {
      switch name {
      case "shift": modifiers.insert(.shift)
      case "control": modifiers.insert(.control)
      case "alt": modifiers.insert(.alt)
      default:
        throw fields.error(
          "modifiers", "'\(TerminalText.escaped(name))' is not one of shift, control, alt")
      }
    }
    return modifiers
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
        throw fields.error(
          "phase", "'\(TerminalText.escaped(phaseName))' is not one of down, move, up, cancel")
      }
      return .pointer(
        PointerInput(
          phase: phase, location: CGPoint(x: try fields.number("x"), y: try fields.number("y")),
          timestamp: time, button: try fields.integer("button", default: 1, in: 0...255),
          modifiers: try modifiers(from: fields)))
    case "key":
      return .key(
        KeyInput(
          key: try fields.string("key"), modifiers: try modifiers(from: fields), timestamp: time))
    case "resize":
      return .resize(
        CGSize(width: try fields.dimension("width"), height: try fields.dimension("height")),
        time: time)
    default:
      throw fields.error(
        "type",
        "unknown event type '\(TerminalText.escaped(type))' (expected pointer, key or resize)")
    }
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
      throw error(key, "expected a string, found \(JSONText.describe(try value(key)))")
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
    guard let number = JSONText.number(raw) else {
      throw error(key, "expected a number, found \(JSONText.describe(raw))")
    }
    guard number.isFinite else { throw error(key, "\(number) is not a finite number") }
    return number
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

  /// An optional object, as one line of JSON text (keys sorted); nil when absent.
  func object(_ key: String) throws -> String? {
    guard let raw = object?[key] else { return nil }
    guard let value = raw as? [String: Any],
      let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    else { throw error(key, "expected an object, found \(JSONText.describe(raw))") }
    return String(decoding: data, as: UTF8.self)
  }

  func array(_ key: String) throws -> [Any] {
    guard let array = try value(key) as? [Any] else { throw error(key, "expected a list") }
    return array
  }

}
