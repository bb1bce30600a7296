import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// Scene configs: the shipped files, the format, and a corpus of bad configs, each refused
/// with the file, the key path and what was expected.
@Suite struct SceneConfigTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Configs")

  func parse(_ text: String, source: String = "bad.json") throws -> SceneConfig {
    try SceneConfig(jsonData: Data(text.utf8), source: source, among: Scenes.all)
  }

  @Test(arguments: Scenes.all.map(\.name))
  func eachSceneShipsItsDefaults(name: String) throws {
    let scene = try #require(Scenes.named(name))
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).json"))
    let config = try SceneConfig(jsonData: data, source: "\(name).json", among: Scenes.all)
    #expect(config == SceneConfig(sceneName: name, tuning: scene.defaultTuning))
    // Written by the same writer, byte for byte.
    #expect(
      String(decoding: config.jsonData(), as: UTF8.self) == String(decoding: data, as: UTF8.self))
  }

  @Test func theTunedExamplesLoad() throws {
    let strict = try SceneConfig(
      jsonData: Data(contentsOf: Self.folder.appendingPathComponent("navigation-strict.json")),
      source: "navigation-strict.json", among: Scenes.all)
    #expect(strict.sceneName == "navigation")
    #expect(strict.tuning == Tuning(policy: .progress, progressThreshold: 0.8))
    let spring = try SceneConfig(
      jsonData: Data(contentsOf: Self.folder.appendingPathComponent("tab-swipe-spring.json")),
      source: "tab-swipe-spring.json", among: Scenes.all)
    #expect(
      spring.tuning
        == Tuning(
          curve: .spring, springDamping: 0.6, springResponse: 0.45, policy: .flutterCupertino,
          completionSpeed: 1.5))
  }

  @Test func theReadmesExampleLoads() throws {
    let readme = try String(
      contentsOf: Self.folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```json\n"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let config = try parse(String(readme[start.upperBound..<end.lowerBound]), source: "README")
    #expect(config.sceneName == "navigation")
    #expect(config.tuning.progressThreshold == 0.7 && config.tuning.curve == .spring)
  }

  @Test func keysLeftOutTakeTheScenesDefaults() throws {
    let config = try parse(#"{"scene": "seed001-pop", "tuning": {"duration": 0.6}}"#)
    var expected = Scene.seed001Pop.defaultTuning
    expected.duration = 0.6
    #expect(config.tuning == expected)
    #expect(try parse(#"{"scene": "seed001-pop"}"#).tuning == Scene.seed001Pop.defaultTuning)
  }

  @Test func everyTuningRoundTrips() throws {
    var tuning = Tuning.standard
    for (index, parameter) in Tuning.Parameter.allCases.enumerated() {
      tuning = tuning.adjusting(parameter, by: parameter.step * Double(index + 1))
    }
    let config = SceneConfig(sceneName: "navigation", tuning: tuning)
    #expect(try SceneConfig(jsonData: config.jsonData(), source: "x", among: Scenes.all) == config)
    let line = tuning.json()
    #expect(!line.contains("\n") && !line.contains(" "))
    let json = try JSONSerialization.jsonObject(with: Data(line.utf8))
    #expect(try Tuning(json: json, for: .navigation, source: "", path: "tuning") == tuning)
  }

  /// A config that must be refused, and the message it must get.
  static let badConfigs: [(text: String, message: String)] = [
    ("", "bad.json: not valid JSON"),
    (
      #"{"scene": "navigation", "tuning": {"curve": x}}"#,
      "bad.json: not valid JSON at line 1, column"
    ),
    (#"{"scene": "navigation""#, "bad.json: not valid JSON"),
    ("[1, 2]", #"bad.json: expected a JSON object with "scene" and "tuning", found a list"#),
    (#"{"tuning": {}}"#, "bad.json: scene: missing"),
    (#"{"scene": 7}"#, "bad.json: scene: expected a scene name, found 7"),
    (#"{"scene": "nowhere"}"#, "bad.json: scene: unknown scene 'nowhere' (expected one of basics,"),
    (
      #"{"scene": "navigation", "speed": 2}"#,
      "bad.json: speed: unknown key (expected scene, tuning)"
    ),
    (
      #"{"scene": "navigation", "tuning": [1]}"#,
      "bad.json: tuning: expected an object with duration, curve, spring, policy, edgeZone, completionSpeed, found a list"
    ),
    (
      #"{"scene": "navigation", "tuning": {"duration": "fast"}}"#,
      "bad.json: tuning.duration: expected a number 0.05…5 (s), found a string"
    ),
    (
      #"{"scene": "navigation", "tuning": {"duration": 0}}"#,
      "bad.json: tuning.duration: expected a number 0.05…5 (s), found 0"
    ),
    (
      #"{"scene": "navigation", "tuning": {"edgeZone": true}}"#,
      "bad.json: tuning.edgeZone: expected a number 0…400 (pt), found "
    ),
    (
      #"{"scene": "navigation", "tuning": {"edgeZone": null}}"#,
      "bad.json: tuning.edgeZone: expected a number 0…400 (pt), found null"
    ),
    (
      #"{"scene": "navigation", "tuning": {"completionSpeed": -1}}"#,
      "bad.json: tuning.completionSpeed: expected a number 0.1…10 (×), found -1"
    ),
    (
      #"{"scene": "navigation", "tuning": {"curve": "bouncy"}}"#,
      "bad.json: tuning.curve: expected one of linear, easeIn, easeOut, easeInOut, spring, found 'bouncy'"
    ),
    (
      #"{"scene": "navigation", "tuning": {"curve": 2}}"#,
      "bad.json: tuning.curve: expected one of linear, easeIn, easeOut, easeInOut, spring, found 2"
    ),
    (
      #"{"scene": "seed000-present", "tuning": {"curve": "spring"}}"#,
      "bad.json: tuning.curve: expected one of linear, easeIn, easeOut, easeInOut, found 'spring' (seed000-present tunes no spring)"
    ),
    (
      #"{"scene": "navigation", "tuning": {"spring": 3}}"#,
      "bad.json: tuning.spring: expected an object with damping, response, found 3"
    ),
    (
      #"{"scene": "navigation", "tuning": {"spring": {"stiffness": 3}}}"#,
      "bad.json: tuning.spring.stiffness: unknown key (expected damping, response)"
    ),
    (
      #"{"scene": "navigation", "tuning": {"spring": {"response": 9}}}"#,
      "bad.json: tuning.spring.response: expected a number 0.05…3 (s), found 9"
    ),
    (
      #"{"scene": "navigation", "tuning": {"policy": "progress"}}"#,
      "bad.json: tuning.policy: expected an object with kind, threshold, velocity, found a string"
    ),
    (
      #"{"scene": "navigation", "tuning": {"policy": {"kind": "magic"}}}"#,
      "bad.json: tuning.policy.kind: expected one of projected, velocityThenProgress, progress, flutterCupertino, found 'magic'"
    ),
    (
      #"{"scene": "navigation", "tuning": {"policy": {"threshold": 1.5}}}"#,
      "bad.json: tuning.policy.threshold: expected a number 0…1, found 1.5"
    ),
    (
      #"{"scene": "navigation", "tuning": {"policy": {"velocity": -5}}}"#,
      "bad.json: tuning.policy.velocity: expected a number 0…10000 (pt/s), found -5"
    ),
    (
      #"{"scene": "navigation", "tuning": {"policy": {"treshold": 0.5}}}"#,
      "bad.json: tuning.policy.treshold: unknown key (expected kind, threshold, velocity)"
    ),
  ]

  @Test(arguments: badConfigs.indices)
  func aBadConfigIsRefusedNamingWhereAndWhat(index: Int) {
    let (text, message) = Self.badConfigs[index]
    do {
      let config = try parse(text)
      Issue.record("accepted \(text) as \(config)")
    } catch let error as ConfigError {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    } catch {
      Issue.record("not a ConfigError: \(error)")
    }
  }
}
