import Foundation
import Segue

/// A tuning as the JSON object of a config's `tuning` key (and a recording's): nested by
/// `Tuning.Parameter.configPath`, choices by name.
extension Tuning {
  /// Reads `json` over `scene`'s default tuning: keys left out keep the default. Errors
  /// name `source` (when not empty) and the key path under `path`.
  public init(json: Any, for scene: Scene, source: String, path: String) throws {
    var tuning = scene.defaultTuning
    try Self.read(json, at: [], into: &tuning, scene: scene, source: source, path: path)
    self = tuning
  }

  private static func read(
    _ json: Any, at prefix: [String], into tuning: inout Tuning, scene: Scene, source: String,
    path: String
  ) throws {
    let here = (source.isEmpty ? "" : "\(source): ") + ([path] + prefix).joined(separator: ".")
    let keys = Parameter.allCases.compactMap { parameter -> String? in
      let full = parameter.configPath
      return full.count > prefix.count && Array(full.prefix(prefix.count)) == prefix
        ? full[prefix.count] : nil
    }
    let expected = keys.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    guard let object = json as? [String: Any] else {
      throw ConfigError(
        "\(here): expected an object with \(expected.joined(separator: ", ")), "
          + "found \(JSONText.describe(json))")
    }
    for key in object.keys.sorted() {
      guard let value = object[key], expected.contains(key) else {
        throw ConfigError(
          "\(here).\(key): unknown key (expected \(expected.joined(separator: ", ")))")
      }
      let keyPath = prefix + [key]
      if let parameter = Parameter.allCases.first(where: { $0.configPath == keyPath }) {
        tuning = try parameter.read(
          value, into: tuning, scene: scene, problem: "\(here).\(key)")
      } else {
        try read(value, at: keyPath, into: &tuning, scene: scene, source: source, path: path)
      }
    }
  }

  /// The JSON object, keys in `Parameter` order; on one line when `indent` is nil, else
  /// one top-level key a line (groups stay on one line).
  public func json(indent: String? = nil) -> String {
    var groups: [(key: String, members: [(String, String)])] = []
    for parameter in Parameter.allCases {
      let path = parameter.configPath
      let value = parameter.jsonValue(in: self)
      if path.count == 1 {
        groups.append((path[0], [("", value)]))
      } else if let index = groups.firstIndex(where: { $0.key == path[0] }) {
        groups[index].members.append((path[1], value))
      } else {
        groups.append((path[0], [(path[1], value)]))
      }
    }
    let space = indent == nil ? "" : " "
    let entries = groups.map { group in
      let value =
        group.members.count == 1 && group.members[0].0.isEmpty
        ? group.members[0].1
        : "{"
          + group.members.map { "\(JSONText.quoted($0.0)):\(space)\($0.1)" }.joined(
            separator: ",\(space)") + "}"
      return "\(JSONText.quoted(group.key)):\(space)\(value)"
    }
    guard let indent else { return "{" + entries.joined(separator: ",") + "}" }
    return "{\n" + entries.map { "\(indent)\(indent)\($0)" }.joined(separator: ",\n")
      + "\n\(indent)}"
  }
}

extension Tuning.Parameter {
  /// Where it sits in a config's `tuning` object: `["policy", "threshold"]`.
  public var configPath: [String] {
    switch self {
    case .duration: ["duration"]
    case .curve: ["curve"]
    case .springDamping: ["spring", "damping"]
    case .springResponse: ["spring", "response"]
    case .policy: ["policy", "kind"]
    case .progressThreshold: ["policy", "threshold"]
    case .velocityThreshold: ["policy", "velocity"]
    case .edgeZone: ["edgeZone"]
    case .completionSpeed: ["completionSpeed"]
    }
  }

  fileprivate func jsonValue(in tuning: Tuning) -> String {
    if let choices { return JSONText.quoted(choices[Int(value(in: tuning))]) }
    return JSONText.number(value(in: tuning))
  }

  /// `tuning` with this parameter set from `json`, or an error starting with `problem`.
  fileprivate func read(_ json: Any, into tuning: Tuning, scene: Scene, problem: String) throws
    -> Tuning
  {
    if var choices {
      // A scene that tunes its curve but no spring keeps to the cubic curves, as the keys do.
      if self == .curve, scene.tunedParameters.contains(.curve),
        !scene.tunedParameters.contains(.springResponse)
      {
        choices.removeAll { $0 == Tuning.Curve.spring.rawValue }
      }
      let list = choices.joined(separator: ", ")
      guard let name = json as? String else {
        throw ConfigError("\(problem): expected one of \(list), found \(JSONText.describe(json))")
      }
      guard let index = choices.firstIndex(of: name) else {
        let unavailable = name == Tuning.Curve.spring.rawValue && self == .curve
        throw ConfigError(
          "\(problem): expected one of \(list), found '\(name)'"
            + (unavailable ? " (\(scene.name) tunes no spring)" : ""))
      }
      return setting(Double(index), in: tuning)
    }
    let expected =
      "a number \(JSONText.number(range.lowerBound))…\(JSONText.number(range.upperBound))"
      + (unit.isEmpty ? "" : " (\(unit))")
    guard let number = JSONText.number(json) else {
      throw ConfigError("\(problem): expected \(expected), found \(JSONText.describe(json))")
    }
    guard range.contains(number) else {
      throw ConfigError("\(problem): expected \(expected), found \(JSONText.number(number))")
    }
    return setting(number, in: tuning)
  }
}
