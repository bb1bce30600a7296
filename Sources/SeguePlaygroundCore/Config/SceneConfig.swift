import Foundation
import Segue

/// A scene and the tuning to start it with, as a JSON file (`segue --config FILE`):
///
///     {
///       "scene": "navigation",
///       "tuning": {
///         "duration": 0.35,
///         "curve": "easeInOut",
///         "spring": {"damping": 0.85, "response": 0.4},
///         "policy": {"kind": "progress", "threshold": 0.7, "velocity": 100},
///         "edgeZone": 20,
///         "completionSpeed": 1
///       }
///     }
///
/// Every key of `tuning` may be left out; it then takes the scene's default. Numbers are
/// checked against each parameter's range (`Tuning.Parameter.range`).
public struct SceneConfig: Equatable, Sendable {
  public var sceneName: String
  public var tuning: Tuning

  public init(sceneName: String, tuning: Tuning) {
    self.sceneName = sceneName
    self.tuning = tuning
  }

  /// Reads a config of one of `scenes`, checking every key: a message names `source`, the
  /// key path and what was expected.
  public init(jsonData data: Data, source: String, among scenes: [Scene]) throws {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw ConfigError("\(source): not valid JSON\(JSONText.position(of: error, in: data))")
    }
    if let problem = JSONDuplicateKeys.problem(in: data, source: source) {
      throw ConfigError(problem)
    }
    guard let object = root as? [String: Any] else {
      throw ConfigError(
        "\(source): expected a JSON object with \"scene\" and \"tuning\", found \(JSONText.describe(root))"
      )
    }
    for key in object.keys.sorted() where !["scene", "tuning"].contains(key) {
      throw ConfigError("\(source): \(key): unknown key (expected scene, tuning)")
    }
    guard let name = object["scene"] else { throw ConfigError("\(source): scene: missing") }
    guard let name = name as? String else {
      throw ConfigError(
        "\(source): scene: expected a scene name, found \(JSONText.describe(name))")
    }
    guard let scene = scenes.named(name) else {
      throw ConfigError(
        "\(source): scene: unknown scene '\(name)' (expected one of "
          + "\(scenes.map(\.name).joined(separator: ", ")))")
    }
    sceneName = name
    tuning = try Tuning(
      json: object["tuning"] ?? [String: Any](), for: scene, source: source, path: "tuning")
  }

  /// The file form: two-space indents, the tuning's keys in `Tuning.Parameter` order.
  public func jsonData() -> Data {
    let body = tuning.json(indent: "  ")
    return Data("{\n  \"scene\": \(JSONText.quoted(sceneName)),\n  \"tuning\": \(body)\n}\n".utf8)
  }
}
