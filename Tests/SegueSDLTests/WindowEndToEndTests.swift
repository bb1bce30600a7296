import Foundation
import Segue
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// The playground in a real SDL window under Xvfb, clicked with xdotool. Needs Xvfb, xdotool
/// and ImageMagick (`Scripts/test` installs them); in CI their absence is a failure.
@Suite(.needsXvfb)
struct WindowEndToEndTests {
  /// The window presents the frame the headless renderer draws: its first frame is the
  /// headless golden of the same frame byte for byte, whichever renderer SDL presents with.
  @Test(arguments: renderers)
  func windowFrameIsTheHeadlessFrameByteForByte(renderer: [String: String]) async throws {
    let session = try await basicsWindow(on: renderer)
    expect(try await session.settledCapture(), is: try Self.basicsAtStart(), "window")
    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)
  }

  /// At `--window-scale 2` the window is twice the frame's size in pixels, and its first
  /// frame is the headless `--scale 2` render of the same frame byte for byte.
  @Test func windowAtScaleTwoIsTheHeadlessScaleTwoFrame() async throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("headless.png")
    let scene = ["--scene", "basics", "--size", "390x844"]
    let render = try await TestSupport.run(
      TestSupport.segueExecutable,
      ["render"] + scene + ["--scale", "2", "--inspector", "--out", out.path])
    #expect(render.status == 0, "\(render.standardError)")
    let headless = try PNGFile.read(out)
    // 690×844 points (the inspector beside the device area) at 2 pixels a point.
    let session = try await XvfbSession(screen: (1600, 1800))
    try await session.launch(scene + ["--window-scale", "2"])
    let frame = try await session.settledCapture()
    #expect((frame.width, frame.height) == (1380, 1688))
    expect(frame, is: headless, "window")
    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)
  }

  /// An exposed window (unmapped and mapped again: X keeps none of its pixels) shows its
  /// whole frame again, the headless frame byte for byte, through SDL's framebuffer native
  /// or texture-backed. (That it is shown from what was drawn, not drawn again, is seen in
  /// `Scripts/measure-window`'s frame work; an expose that showed only the damage would
  /// leave this window empty.)
  @Test(arguments: renderers)
  func anExposedWindowShowsItsFrameAgain(renderer: [String: String]) async throws {
    let session = try await basicsWindow(on: renderer)
    let headless = try Self.basicsAtStart()
    expect(try await session.settledCapture(), is: headless, "window")
    try await session.xdotool(["windowunmap", "--sync", session.windowID])
    try await session.xdotool(["windowmap", "--sync", session.windowID])
    expect(try await session.settledCapture(), is: headless, "exposed window")
    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)
  }

  /// The ways SDL presents here: its native framebuffer, and one backed by a GL texture.
  static let renderers: [[String: String]] = [
    ["SDL_RENDER_DRIVER": "software"],
    ["SDL_RENDER_DRIVER": "opengl", "SDL_FRAMEBUFFER_ACCELERATION": "1"],
  ]

  /// The basics scene's window, 390×844 points with the inspector, presented by `renderer`.
  private func basicsWindow(on renderer: [String: String]) async throws -> XvfbSession {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let session = try await XvfbSession()
    try await session.launch(["--scene", "basics", "--size", "390x844"], environment: renderer)
    return session
  }

  /// The headless golden of that window's first frame.
  private static func basicsAtStart() throws -> Bitmap {
    try PNGFile.read(
      snapshots.appendingPathComponent("InspectorGoldenTests/basicsAtStart.t0-000.png"))
  }

  /// `frame`, what `what` shows, is `headless` byte for byte; if not, where they differ.
  private func expect(
    _ frame: Bitmap, is headless: Bitmap, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let comparison = BitmapComparison(reference: headless, actual: frame, tolerance: 0)
    #expect(
      frame == headless,
      "\(what) vs headless: \(comparison.summary(referenceSize: (headless.width, headless.height), actualSize: (frame.width, frame.height)))",
      sourceLocation: sourceLocation)
  }

  private static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  /// The window is the playground frame: the device area (`--size`) with the inspector
  /// beside it.
  @Test func windowShowsTheSceneAndAClickRaisesACard() async throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let session = try await XvfbSession()
    try await session.launch(["--scene", "basics", "--size", "390x844"])

    // The device area is the golden of the scene alone.
    let scene = try PNGFile.read(
      Self.snapshots.appendingPathComponent("GoldenViewTests/basicsScene.1.png"))
    let before = try await session.settledCapture()
    #expect(
      before.cropped(x: 0, y: 0, width: 390, height: 844) == scene,
      "the device area is the scene's golden")

    // Orange is partly under Blue; clicking Orange's visible part raises it.
    try await session.click(x: 80, y: 250)
    let after = try await session.settledCapture()
    assertSnapshot(
      of: after.cropped(x: 0, y: 0, width: 390, height: 844),
      as: .image(tolerance: 2, maximumDifferingFraction: 0.001))
    #expect(after[245, 380] == before[70, 380], "orange now covers blue where they overlap")

    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)
  }

  /// Record a session of real clicks and drags, replay it headless twice with the
  /// inspector, at its middle and at the moment of its last event (Escape): the replays are
  /// byte-identical, and the last frame is what the window showed at the end. The drag
  /// leaves the device area over the inspector and the window.
  @Test func recordedSessionReplaysToWhatTheWindowShowed() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("session.json")
    let session = try await XvfbSession()
    try await session.launch(["--scene", "basics", "--record", recording.path])
    try await session.click(x: 250, y: 400)
    try await session.drag(from: (80, 250), through: [(120, 260), (300, 500), (600, 900)])
    try await session.click(x: 150, y: 600)
    let final = try await session.settledCapture()
    #expect(final[150, 600] == (52, 199, 89, 255), "green is on top")
    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)

    let text = try String(contentsOf: recording, encoding: .utf8)
    #expect(text.contains(#""phase":"down""#) && text.contains(#""key":"Escape""#))
    let recorded = try InputRecording(jsonData: Data(text.utf8), source: recording.path)
    // Whole milliseconds, rounded down: never past the recording's end.
    let times = [recorded.duration / 2, recorded.duration].map {
      String(format: "%.3f", ($0 * 1000).rounded(.down) / 1000)
    }
    var outputs: [[Data]] = []
    for name in ["a", "b"] {
      let out = folder.appendingPathComponent(name)
      let result = try await TestSupport.run(
        TestSupport.segueExecutable,
        [
          "replay", recording.path, "--inspector", "--frames", times.joined(separator: ","),
          "--out", out.path,
        ])
      #expect(result.status == 0, "\(result.standardError)")
      outputs.append(
        try ["frame-0000.png", "frame-0001.png"].map {
          try Data(contentsOf: out.appendingPathComponent($0))
        })
    }
    #expect(outputs[0] == outputs[1])
    let last = try PNGFile.decode(outputs[0][1])
    let comparison = BitmapComparison(reference: final, actual: last, tolerance: 2)
    #expect(
      comparison.passes(maximumFraction: 0.001),
      "replay vs window: \(comparison.summary(referenceSize: (final.width, final.height), actualSize: (last.width, last.height)))"
    )
  }
}
