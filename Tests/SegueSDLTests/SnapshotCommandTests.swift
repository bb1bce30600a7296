import Foundation
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// `segue snapshot`, `segue filmstrip` and `segue replay --filmstrip` as a user runs them:
/// byte-identical outputs, the same pixels as the goldens, bad values named with exit 2 and
/// nothing written.
@Suite struct SnapshotCommandTests {
  private static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  private func segue(_ arguments: [String]) async throws -> TestSupport.Result {
    try await TestSupport.run(TestSupport.segueExecutable, arguments)
  }

  private func contents(of folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
  }

  /// Every transition of a scene when none is named; twice the same bytes; the moment at
  /// p = 0.5 is the pixels of the `assertTransition` golden.
  @Test func snapshotsAreNamedByTransitionAndProgressAndByteIdentical() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var runs: [[String: Data]] = []
    for name in ["a", "b"] {
      let out = folder.appendingPathComponent(name)
      let result = try await segue([
        "snapshot", "--scene", "navigation", "--size", "240x480", "--progress", "0.5,0,1",
        "--out", out.path,
      ])
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput.contains("6 PNGs in \(out.path)"))
      runs.append(try contents(of: out))
    }
    #expect(
      runs[0].keys.sorted() == [
        "navigation-pop-p000.png", "navigation-pop-p050.png", "navigation-pop-p100.png",
        "navigation-push-p000.png", "navigation-push-p050.png", "navigation-push-p100.png",
      ])
    #expect(runs[0] == runs[1])
    let golden = try PNGFile.read(
      Self.snapshots.appendingPathComponent("TransitionGoldenTests/navigation.pop-p050.png"))
    #expect(try PNGFile.decode(try #require(runs[0]["navigation-pop-p050.png"])) == golden)
  }

  @Test func timesNameFilesInMillisecondsAndMayPassTheDuration() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("spring")
    let result = try await segue([
      "snapshot", "--scene", "seed003-spring", "--transition", "present", "--size", "240x480",
      "--times", "0.25,2", "--out", out.path,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let files = try contents(of: out)
    #expect(
      files.keys.sorted() == [
        "seed003-spring-present-t0.250.png", "seed003-spring-present-t2.000.png",
      ])
    // 0.25 s is progress 0.5 of the 0.5 s transition.
    let golden = try PNGFile.read(
      Self.snapshots.appendingPathComponent("TransitionGoldenTests/seed003-spring.present-p050.png")
    )
    #expect(try PNGFile.decode(try #require(files["seed003-spring-present-t0.250.png"])) == golden)
  }

  @Test(arguments: [
    (["--progress", "1.5"], "--progress '1.5': progress 1.5 is outside 0…1"),
    (["--progress", "nan"], "--progress 'nan': progress nan is outside 0…1"),
    (["--progress", "0,-0.25"], "progress -0.25 is outside 0…1"),
    (["--progress", " "], "the list of progress values is empty"),
    (["--progress", "0,half"], "--progress '0,half': 'half' is not a number"),
    (["--progress", "0.5,0.5"], "progress 0.5 is listed twice"),
    (["--times", "0.1,12"], "--times '0.1,12': time 12 is outside 0…10"),
    (["--times", "inf"], "--times 'inf': time inf is outside 0…10"),
    (
      ["--transition", "fade", "--progress", "0"], "unknown transition 'fade' of scene 'navigation'"
    ),
    (["--progress", "0", "--times", "0"], "either --progress or --times"),
    ([], "name the moments: --progress LIST or --times LIST"),
    (["--scale", "4", "--progress", "0"], "--scale must be 1, 2 or 3, not 4"),
  ])
  func badValuesAreNamedWithExitTwoAndNothingIsWritten(arguments: [String], message: String)
    async throws
  {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("frames")
    let result = try await segue(
      ["snapshot", "--scene", "navigation", "--out", out.path] + arguments)
    #expect(result.status == 2)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func outputsThatShowOneTransitionNeedOneAndScenesWithoutTransitionsSaySo() async throws {
    let gif = try await segue(["snapshot", "--scene", "navigation", "--gif", "/tmp/never.gif"])
    #expect(gif.status == 2)
    #expect(gif.standardError.contains("--gif shows one transition: add --transition push|pop"))
    let strip = try await segue(["filmstrip", "--scene", "seed004-card", "--out", "/tmp/never.png"])
    #expect(strip.status == 2)
    #expect(strip.standardError.contains("add --transition present|dismiss"))
    let basics = try await segue(["filmstrip", "--scene", "basics", "--out", "/tmp/never.png"])
    #expect(basics.status == 2)
    #expect(basics.standardError.contains("scene 'basics' has no transitions"))
    let count = try await segue([
      "filmstrip", "--scene", "navigation", "--transition", "pop", "--count", "1", "--out",
      "/tmp/never.png",
    ])
    #expect(count.status == 2)
    #expect(count.standardError.contains("--count 1: a filmstrip needs 2…100 frames, not 1"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
  }

  /// 50 frames a second at real speed: 2/100 s each, until the spring settles, the last
  /// frame held a second; the same bytes twice; the first frame is progress 0.
  @Test func gifOfATransitionIsRealSpeedAndByteIdentical() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var gifs: [Data] = []
    for name in ["a.gif", "b.gif"] {
      let gif = folder.appendingPathComponent(name)
      let result = try await segue([
        "snapshot", "--scene", "seed000-present", "--transition", "present", "--size",
        "240x480", "--gif", gif.path,
      ])
      #expect(result.status == 0, "\(result.standardError)")
      gifs.append(try Data(contentsOf: gif))
    }
    #expect(gifs[0] == gifs[1])
    // 0.35 s at 50 frames a second: frames at 0, 0.02, … 0.36 (the first past the end).
    let delays = GIFReading.delays(gifs[0])
    #expect(delays == Array(repeating: 2, count: 18) + [100])
    let first = try GIFReading.firstFrame(gifs[0])
    #expect(first[120, 240] == (0, 122, 255, 255) || first[2, 2] == (255, 255, 255, 255))
  }

  /// One filmstrip as a golden: seed 004's card at five evenly spaced progress points.
  @MainActor
  @Test func filmstripOfATransition() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var sheets: [Data] = []
    for name in ["a.png", "b.png"] {
      let out = folder.appendingPathComponent(name)
      let result = try await segue([
        "filmstrip", "--scene", "seed004-card", "--transition", "present", "--size", "240x480",
        "--count", "5", "--out", out.path,
      ])
      #expect(result.status == 0, "\(result.standardError)")
      sheets.append(try Data(contentsOf: out))
    }
    #expect(sheets[0] == sheets[1])
    assertSnapshot(of: try PNGFile.decode(sheets[0]), as: .image())
  }

  /// A replay's filmstrip spans the replay from its first frame to its last, captioned with
  /// times; --count without --filmstrip is a usage error.
  @Test func replayFilmstrip() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = Self.snapshots.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/Recordings/basics-clicks.json")
    let sheet = folder.appendingPathComponent("sheet.png")
    let result = try await segue([
      "replay", recording.path, "--filmstrip", sheet.path, "--count", "4", "--columns", "2",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "filmstrip \(sheet.path)\n")
    let image = try PNGFile.read(sheet)
    // Two columns and two rows of 390×844 frames, with margins, a title and captions.
    #expect(image.width == 16 + 2 * (390 + 16))
    #expect(image.height == 44 + 2 * (844 + 22 + 16))

    let misuse = try await segue([
      "replay", recording.path, "--out", folder.path + "/x", "--count", "3",
    ])
    #expect(misuse.status == 2)
    #expect(misuse.standardError.contains("--count and --columns lay out a filmstrip"))
  }
}
