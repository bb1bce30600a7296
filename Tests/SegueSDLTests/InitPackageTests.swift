import Foundation
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// `segue init` end to end, as a new user goes: a package in a temporary folder, built
/// against this checkout, its test run (the first run records its references and says so,
/// the second passes), and its playground opened under Xvfb, the sample card dragged half
/// way down with xdotool and held, then let go. Building the package builds Segue again
/// (minutes), so this is the one test that does it.
@Suite(.needsXvfb, .needsSwiftToolchain)
struct InitPackageTests {
  /// Device area of the playground: the card is 120 points below the top.
  private static let device = (width: 240, height: 480)

  @Test func aNewPackageBuildsPassesItsTestAndOpensItsPlayground() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = try await TestSupport.initPackage(in: folder, building: ["--build-tests"])
    let swift = try #require(TestSupport.which("swift"))

    // Whatever record mode the suite runs in, the package's own test records only what is
    // missing, as on a fresh machine. Its artifacts folder holds a finished run's failures,
    // as the temporary folder holds every earlier run's on a user's machine: the report the
    // first run prints counts its own five recordings, and no other run's.
    let artifacts = folder.appendingPathComponent("artifacts")
    // No process has the largest id: that run is over.
    let earlier = SnapshotManifest(
      artifacts: artifacts, run: TestRun(process: .max, startTime: 0, boot: TestRun.current.boot))
    for index in 0..<3 {
      try earlier.write(
        SnapshotManifest.Entry(
          test: "Old/test()", name: "old\(index)", file: "Tests/Old.swift", line: 1,
          outcome: .failed, message: "", reference: "/old/\(index).png", recordCommand: "…"))
    }
    let test = ["test", "--skip-build", "--package-path", package.path]
    let environment = ["SNAPSHOT_TESTING_RECORD": "missing", "SNAPSHOT_ARTIFACTS": artifacts.path]
    let first = try await TestSupport.run(swift, test, environment: environment, timeout: 300)
    #expect(first.status != 0)
    #expect(first.standardOutput.contains("No reference was found on disk. Automatically recorded"))
    // `swift test` passes its test processes' standard error on to its standard output.
    #expect(
      first.standardOutput.contains("snapshot report (0 failed, 0 passed, 5 recorded)"),
      "\(first.standardOutput)")
    #expect(!FileManager.default.fileExists(atPath: earlier.folder.path))
    let second = try await TestSupport.run(swift, test, environment: environment, timeout: 300)
    #expect(second.status == 0, "the second run compares: \(second.standardOutput)")
    // Its manifest is its own: five passes, the first run's recordings gone with it.
    let last = try #require(SnapshotManifest.latest(in: artifacts))
    #expect(try last.read().entries.map(\.outcome) == Array(repeating: .passed, count: 5))
    let references = package.appendingPathComponent(
      "Tests/CardsTests/__Snapshots__/CardTransitionTests")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: references.path).sorted() == [
        "cardComesUp.present-p000.png", "cardComesUp.present-p050.png",
        "cardComesUp.present-p100.png", "dragDownDismisses.drag-p025.png",
        "dragDownDismisses.drag-p075.png",
      ])

    // Its help names the executable the user runs, with its own scene.
    let help = try await TestSupport.run(
      package.appendingPathComponent(".build/debug/CardsPlayground"), ["--help"])
    #expect(help.status == 0)
    #expect(
      help.standardOutput.contains("USAGE: CardsPlayground [--scene <scene>]"),
      "\(help.standardOutput)")
    #expect(help.standardOutput.contains("The scene to show: card (default: card"))
    #expect(!help.standardOutput.contains("playground ["), "\(help.standardOutput)")

    let session = try await XvfbSession()
    try await session.launch(
      ["--size", "\(Self.device.width)x\(Self.device.height)"],
      executable: package.appendingPathComponent(".build/debug/CardsPlayground"))
    try await session.click(x: 120, y: 224)  // "Show card"
    try await session.settle()
    // Pressed on the card and dragged 216 points down, 60 % of its 360-point height, held.
    try await session.timedGesture(
      ["mousemove", "--window", session.windowID, "120", "240", "mousedown", "1"]
        + [280, 340, 400, 456].flatMap {
          ["sleep", "0.02", "mousemove", "--window", session.windowID, "120", "\($0)"]
        })
    let held = try await session.settledCapture()
    assertSnapshot(
      of: held.topLeft(width: Self.device.width, height: Self.device.height),
      as: .image(tolerance: 2, maximumDifferingFraction: 0.001), named: "held")

    // Let go past half way: the card leaves and the home page is the package's own headless
    // reference of it, byte for byte.
    try await session.xdotool(["mouseup", "1"])
    let home = try PNGFile.read(references.appendingPathComponent("cardComesUp.present-p000.png"))
    let released = try await session.settledCapture()
    #expect(released.topLeft(width: Self.device.width, height: Self.device.height) == home)
    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)
  }
}
