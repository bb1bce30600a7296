import Foundation
import SegueSDL
import Testing

/// `segue replay`: deterministic frames from a committed recording, and bad recordings
/// refused with a message that names the problem, exit 2, and nothing written.
@Suite struct ReplayCommandTests {
  private let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Recordings/basics-clicks.json")

  /// Two full replays write the same bytes; picking frames changes what is written, never
  /// what happens: frame 60 alone and the frame at 1.0 s alone are frame 60 of the full
  /// replay, byte for byte.
  @Test func replaysAreIdenticalAndASelectedFrameIsThatFrameOfTheFullReplay() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    func replay(_ name: String, _ selection: String) async throws -> [String: Data] {
      let out = folder.appendingPathComponent(name)
      let result = try await TestSupport.run(
        TestSupport.segueExecutable,
        ["replay", recording.path, "--out", out.path, "--frames", selection])
      #expect(result.status == 0, "\(result.standardError)")
      var frames: [String: Data] = [:]
      for file in try FileManager.default.contentsOfDirectory(atPath: out.path) {
        frames[file] = try Data(contentsOf: out.appendingPathComponent(file))
      }
      return frames
    }
    let first = try await replay("first", "all")
    let second = try await replay("second", "all")
    #expect(first.count > 60)
    #expect(first == second)
    // The scene changes as the recorded clicks land: the first and last frames differ.
    #expect(first["frame-0000.png"] != first[String(format: "frame-%04d.png", first.count - 1)])
    #expect(
      try await replay("one", "60") == ["frame-0060.png": try #require(first["frame-0060.png"])])
    #expect(
      try await replay("time", "1.0") == ["frame-0000.png": try #require(first["frame-0060.png"])])
  }

  @Test func gifExportIsDeterministicAtRealSpeedWithExactFlatColors() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var gifs: [Data] = []
    for name in ["a.gif", "b.gif"] {
      let gif = folder.appendingPathComponent(name)
      let result = try await TestSupport.run(
        TestSupport.segueExecutable, ["replay", recording.path, "--gif", gif.path])
      #expect(result.status == 0, "\(result.standardError)")
      gifs.append(try Data(contentsOf: gif))
    }
    #expect(gifs[0] == gifs[1])
    #expect(gifs[0].starts(with: Array("GIF89a".utf8)))
    // The first frame's top-left pixel is the scene's white background, through SDL_image.
    let first = try PNGFile.decode(try PNGFile.encode(try GIFReading.firstFrame(gifs[0])))
    #expect(first[2, 2] == (255, 255, 255, 255))
  }

  @Test func selectedTimesRenderOnlyThoseFrames() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("frames")
    let result = try await TestSupport.run(
      TestSupport.segueExecutable,
      ["replay", recording.path, "--out", out.path, "--frames", "0.5,1.5s"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "frame-0000.png", "frame-0001.png",
      ])
  }

  // Cut off before its list of events: nothing to replay. (A recording cut off after its
  // header or an event replays what it holds: `aCutOffRecordingReplaysItsCompleteEvents`.)
  @Test(arguments: [
    (
      "truncated",
      #"{"version":1,"scene":"basics","width":390,"# + "\n\"height\":",
      "line 2"
    ),
    (
      "backwards",
      #"{"version":1,"scene":"basics","width":390,"height":844,"events":[{"type":"key","key":"A","time":1},{"type":"key","key":"B","time":0}]}"#,
      "events[1].time 0.0 goes backwards"
    ),
    (
      "unknown type",
      #"{"version":1,"scene":"basics","width":390,"height":844,"events":[{"type":"wheel","time":0}]}"#,
      "events[0].type: unknown event type 'wheel'"
    ),
    (
      "NaN",
      #"{"version":1,"scene":"basics","width":390,"height":844,"events":[{"type":"pointer","phase":"down","x":NaN,"y":0,"time":0}]}"#,
      "not valid JSON at line 1"
    ),
    (
      "unknown scene", #"{"version":1,"scene":"nowhere","width":390,"height":844,"events":[]}"#,
      "scene 'nowhere' is unknown"
    ),
  ])
  func badRecordingIsRefusedAndNothingIsWritten(name: String, text: String, expected: String)
    async throws
  {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(name).json")
    try Data(text.utf8).write(to: file)
    let out = folder.appendingPathComponent("frames")
    let result = try await TestSupport.run(
      TestSupport.segueExecutable, ["replay", file.path, "--out", out.path])
    #expect(result.status == 2)
    #expect(result.standardError.contains(expected), "\(result.standardError)")
    #expect(result.standardError.contains(file.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["\(name).json"])
  }

  @Test func badOptionsAreUsageErrors() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("taken"))
    for (arguments, expected) in [
      (["--frames", "soon"], "--frames 'soon'"),
      (["--out", folder.path], "is not empty"),
      (["--scale", "9"], "--scale must be 1, 2 or 3"),
    ] {
      var full = ["replay", recording.path, "--out", folder.appendingPathComponent("new").path]
      full += arguments
      let result = try await TestSupport.run(TestSupport.segueExecutable, full)
      #expect(result.status == 2)
      #expect(result.standardError.contains(expected), "\(result.standardError)")
    }
    let missing = try await TestSupport.run(
      TestSupport.segueExecutable,
      ["replay", "/nonexistent.json", "--out", folder.appendingPathComponent("x").path])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("/nonexistent.json"))
  }
}
