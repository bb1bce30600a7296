import Foundation
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// `segue watch` end to end in a package `segue init` made: the playground opened, paused,
/// the card shown and stepped ten frames (one chained xdotool command); the animator's
/// duration edited, and the new build's window opens at the same scene and moment with the
/// new duration; a syntax error written, and the errors show over the window that keeps
/// running. Building the package builds Segue again (minutes), so both edits share one
/// session.
@Suite(.needsXvfb, .needsSwiftToolchain)
struct HotReloadTests {
  private static let device = (width: 240, height: 480)
  /// The window's title, "Segue — card", as xdotool matches it.
  private static let windowName = "^Segue.*card$"
  /// Points of the error panel: its title and one error line.
  private static let errorPanelHeight = 52

  @Test func anEditReopensTheWindowWhereItWasAndAFailedBuildShowsItsErrors() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Built first, so that the watch's own first build has nothing left to do.
    let package = try await TestSupport.initPackage(
      in: folder, building: ["--product", "CardsPlayground"])

    let messages = folder.appendingPathComponent("watch.err")
    _ = FileManager.default.createFile(atPath: messages.path, contents: nil)
    let session = try await XvfbSession()
    try await session.launch(
      ["watch", package.path, "--", "--size", "\(Self.device.width)x\(Self.device.height)"],
      standardError: try FileHandle(forWritingTo: messages), seconds: 300,
      windowName: Self.windowName)
    // Paused, "Show card" clicked, ten frames stepped: 1/6 s into the card's presentation,
    // whenever the keys arrive (the pauses let a frame pass between the steps, in the window
    // as in the replay of its session).
    let window = session.windowID
    try await session.xdotool(
      [
        "windowfocus", "--sync", window, "key", "space", "sleep", "0.2", "mousemove", "--window",
        window, "120", "224", "click", "1", "sleep", "0.2", "key",
      ]
        + Array(repeating: "period", count: 10), timeout: 15)
    let before = try await session.settledCapture()
      .topLeft(width: Self.device.width, height: Self.device.height)
    assertSnapshot(
      of: before, as: .image(tolerance: 2, maximumDifferingFraction: 0.001), named: "duration-0.35")

    let animator = package.appendingPathComponent("Sources/Cards/SlideUpAnimator.swift")
    let source = try String(contentsOf: animator, encoding: .utf8)
    try #require(source.contains("\n    0.35\n"))
    try Data(source.replacingOccurrences(of: "\n    0.35\n", with: "\n    1.0\n").utf8)
      .write(to: animator)
    try await Self.wait(for: "reloaded", in: messages, session: session)
    try await session.findWindow(named: Self.windowName)
    #expect(session.windowID != window)
    let reloaded = try await session.settledCapture()
    // The same moment of a presentation that now takes a second: the card lower than before.
    assertSnapshot(
      of: reloaded.topLeft(width: Self.device.width, height: Self.device.height),
      as: .image(tolerance: 2, maximumDifferingFraction: 0.001), named: "duration-1.0")

    try Data(source.replacingOccurrences(of: "\n    0.35\n", with: "\n    1.0 +\n").utf8)
      .write(to: animator)
    try await Self.wait(for: "the build failed", in: messages, session: session)
    let text = try String(contentsOf: messages, encoding: .utf8)
    #expect(text.contains("Sources/Cards/SlideUpAnimator.swift:19:3: error: "), "\(text)")
    try await session.findWindow(named: Self.windowName)
    let failed = try await session.settledCapture()
    // The errors over the top, the last good build's window running under them as it was.
    assertSnapshot(
      of: failed.cropped(x: 0, y: 0, width: failed.width, height: Self.errorPanelHeight),
      as: .image(tolerance: 2, maximumDifferingFraction: 0.001), named: "build-error")
    let below = Self.device.height - Self.errorPanelHeight
    #expect(
      failed.cropped(x: 0, y: Self.errorPanelHeight, width: Self.device.width, height: below)
        == reloaded.cropped(
          x: 0, y: Self.errorPanelHeight, width: Self.device.width, height: below))
    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)
  }

  /// Waits for `segue watch` to print `message` (a build takes a while on a busy machine).
  private static func wait(for message: String, in file: URL, session: XvfbSession)
    async throws
  {
    try await session.wait("segue watch to print '\(message)'", seconds: 300) {
      try String(contentsOf: file, encoding: .utf8).contains("segue watch: \(message)")
    }
  }
}
