import Foundation
import Segue
import SegueSDL
import Testing

@testable import SegueDemos
@testable import SeguePlaygroundCore

/// `--config FILE` on the command line: good configs tune what runs, bad ones are refused
/// with the file, the key path and what was expected, exit 2, before any window opens.
@Suite struct ConfigCommandTests {
  static let configs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Configs")

  private func segue(_ arguments: [String]) async throws -> TestSupport.Result {
    // The dummy video driver opens windows that nobody can close: a command that got as
    // far as opening one would run until the 30 s deadline kills it (status −9).
    try await TestSupport.run(
      TestSupport.segueExecutable, arguments, environment: ["SDL_VIDEODRIVER": "dummy"],
      timeout: 30)
  }

  static let badConfigs: [(text: String, message: String)] = [
    (
      #"{"scene": "navigation", "tuning": {"policy": {"kind": "progress", "threshold": 1.5}}}"#,
      "tuning.policy.threshold: expected a number 0…1, found 1.5"
    ),
    (#"{"scene": "navigation", "tuning": {"curve": "bouncy"}}"#, "tuning.curve: expected one of"),
    (#"{"scene": "navigation", "tuning": {"edgeZon": 4}}"#, "tuning.edgeZon: unknown key"),
    (#"{"scene": "nowhere"}"#, "scene: unknown scene 'nowhere'"),
    (
      #"{"scene": "navigation", "tuning": {"duration": "slow"}}"#,
      "tuning.duration: expected a number"
    ),
    ("{\"scene\": \"navigation\",\n", "not valid JSON"),
  ]

  @Test(arguments: badConfigs.indices, ["playground", "render", "replay"])
  func aBadConfigIsAUsageErrorNamingFileAndKey(index: Int, command: String) async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("bad.json")
    try Data(Self.badConfigs[index].text.utf8).write(to: config)
    let out = folder.appendingPathComponent("out.png").path
    let arguments =
      switch command {
      case "render": ["render", "--config", config.path, "--out", out]
      case "replay":
        ["replay", try Self.recording(in: folder).path, "--config", config.path, "--out", out]
      default: ["--config", config.path]
      }
    let result = try await segue(arguments)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(
      result.standardError.contains("\(config.path): \(Self.badConfigs[index].message)"),
      "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func anUnreadableConfigIsNamed() async throws {
    let result = try await segue(["--config", "/nonexistent/strict.json"])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("the config '/nonexistent/strict.json' does not exist"))
  }

  @Test func aSceneThatDiffersFromTheConfigsIsAUsageError() async throws {
    let strict = Self.configs.appendingPathComponent("navigation-strict.json").path
    let result = try await segue([
      "render", "--scene", "basics", "--config", strict, "--out", "/tmp/x.png",
    ])
    #expect(result.status == 2)
    #expect(result.standardError.contains("differs from the scene of \(strict), 'navigation'"))
  }

  @Test func renderShowsTheConfigsScene() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let viaConfig = folder.appendingPathComponent("config.png")
    let viaScene = folder.appendingPathComponent("scene.png")
    let tab = Self.configs.appendingPathComponent("tab-swipe-spring.json").path
    #expect(try await segue(["render", "--config", tab, "--out", viaConfig.path]).status == 0)
    #expect(
      try await segue(["render", "--scene", "tab-swipe", "--out", viaScene.path]).status == 0)
    #expect(try Data(contentsOf: viaConfig) == Data(contentsOf: viaScene))
  }

  /// A navigation session: the borderline back swipe of ThresholdTuningTests.
  static func recording(in folder: URL, tuning: Tuning? = nil) throws -> URL {
    let start = CGPoint(x: 8, y: 400)
    let path = (0...105).map { CGPoint(x: start.x + 2 * CGFloat($0), y: start.y) }
    var events = path.enumerated().map { index, point in
      InputRecording.Event.pointer(
        PointerInput(
          phase: index == 0 ? .down : .move, location: point, timestamp: 0.5 + Double(index) / 60))
    }
    events.append(
      .pointer(PointerInput(phase: .up, location: path.last!, timestamp: 0.5 + 106.0 / 60)))
    let recording = InputRecording(
      scene: "navigation", size: CGSize(width: 390, height: 844), tuning: tuning?.json(),
      events: events)
    let url = folder.appendingPathComponent("session-\(UUID().uuidString).json")
    try recording.jsonData().write(to: url)
    return url
  }

  /// The last frame of a replay of `recording`, with `--config` when given.
  private func lastFrame(_ recording: URL, config: String? = nil) async throws -> Data {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("frame")
    let result = try await segue(
      ["replay", recording.path, "--frames", "3s", "--out", out.path]
        + (config.map { ["--config", $0] } ?? []))
    #expect(result.status == 0, "\(result.standardError)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
    return try Data(contentsOf: out.appendingPathComponent(try #require(files.first)))
  }

  @Test func replayAppliesTheRecordedTuningOrTheConfigs() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let strict = Self.configs.appendingPathComponent("navigation-strict.json").path
    let plain = try Self.recording(in: folder)
    let tuned = try Self.recording(
      in: folder, tuning: Tuning(policy: .progress, progressThreshold: 0.8))
    let popped = try await lastFrame(plain)
    let kept = try await lastFrame(tuned)
    #expect(popped != kept)
    #expect(try await lastFrame(plain, config: strict) == kept)
    #expect(
      try await lastFrame(
        tuned, config: Self.configs.appendingPathComponent("navigation.json").path)
        == popped)
    let otherScene = try await segue([
      "replay", plain.path, "--config", Self.configs.appendingPathComponent("basics.json").path,
      "--out", folder.appendingPathComponent("never").path,
    ])
    #expect(otherScene.status == 2)
    #expect(
      otherScene.standardError.contains("scene 'basics' differs from the recording's, 'navigation'")
    )
  }
}
