import Foundation
import SegueSDL
import Testing

/// What the `segue` commands write, run as a user runs them: never over what is not a file,
/// never over an input, and a full disk is a failure naming the file, leaving nothing.
@Suite struct OutputSafetyCommandTests {
  private func segue(_ arguments: String...) async throws -> TestSupport.Result {
    try await TestSupport.run(TestSupport.segueExecutable, arguments)
  }

  private let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Recordings/basics-clicks.json").path

  private func kind(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  /// As root, rename(2) over /dev/null replaced the device with a PNG. The test writes to a
  /// null device of its own: a regression must not take the machine's /dev/null with it.
  @Test(.enabled(if: FileSystemSupport.isRoot, "only root makes device nodes (and replaced them)"))
  func aDeviceIsWrittenThroughNotReplaced() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let device = folder.appendingPathComponent("null").path
    try #require(FileSystemSupport.makeNullDevice(at: device))
    let result = try await segue("render", "--scene", "basics", "--size", "60x60", "--out", device)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(kind(device) == S_IFCHR)
    #expect(FileSystemSupport.contents(of: folder) == ["null"])
  }

  @Test func aGIFToAFIFOIsWrittenThrough() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("movie.gif").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let read = try await FileSystemSupport.drain(fifo: fifo) {
      let result = try await segue(
        "snapshot", "--scene", "navigation", "--transition", "push", "--size", "60x80", "--gif",
        fifo)
      #expect(result.status == 0, "\(result.standardError)")
    }
    #expect(read.starts(with: Array("GIF89a".utf8)))
    #expect(kind(fifo) == S_IFIFO)
    #expect(FileSystemSupport.contents(of: folder) == ["movie.gif"])
  }

  @Test func aLinkIsRefusedNamingIt() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("kept.png").path
    try Data("kept".utf8).write(to: URL(fileURLWithPath: target))
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    for arguments in [
      ["render", "--size", "60x60", "--out", link],
      [
        "filmstrip", "--scene", "navigation", "--transition", "push", "--size", "60x80", "--out",
        link,
      ],
      ["replay", recording, "--gif", link],
    ] {
      let result = try await TestSupport.run(TestSupport.segueExecutable, arguments)
      #expect(result.status == 2, "\(arguments): \(result.standardError)")
      #expect(
        result.standardError.contains("'\(link)' is a symbolic link"), "\(result.standardError)")
    }
    #expect(kind(link) == S_IFLNK)
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("kept".utf8))
  }

  /// `compare ref.png b.png --diff ref.png` replaced the reference; `replay rec.json --gif
  /// rec.json` the recording.
  @Test func anOutputThatIsAnInputIsRefused() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let reference = folder.appendingPathComponent("ref.png")
    let other = folder.appendingPathComponent("b.png")
    try PNGFile.write(
      Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 255, 9, 9, 9, 255]), to: reference)
    try PNGFile.write(Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 255, 0, 0, 0, 255]), to: other)
    let before = try Data(contentsOf: reference)
    // The same file by another name: a relative path through "..", and a hard link.
    let alias = folder.appendingPathComponent("alias.png").path
    #expect(link(reference.path, alias) == 0)
    for diff in [reference.path, "\(folder.path)/../\(folder.lastPathComponent)/ref.png", alias] {
      let result = try await segue("compare", reference.path, other.path, "--diff", diff)
      #expect(result.status == 2, "\(diff): \(result.standardError)")
      #expect(result.standardError.contains("is the input"), "\(result.standardError)")
    }
    #expect(try Data(contentsOf: reference) == before)

    let copy = folder.appendingPathComponent("rec.json")
    try FileManager.default.copyItem(atPath: recording, toPath: copy.path)
    let recorded = try Data(contentsOf: copy)
    for option in ["--gif", "--filmstrip"] {
      let result = try await segue("replay", copy.path, option, copy.path)
      #expect(result.status == 2, "\(option): \(result.standardError)")
      #expect(result.standardError.contains("is the input '\(copy.path)'"))
    }
    #expect(try Data(contentsOf: copy) == recorded)
  }

  /// `replay --out` printed "100 frames" and exited 0 with empty PNGs on a full disk.
  @Test(
    .enabled(
      if: FileSystemSupport.canMountTmpfs,
      "a full disk needs a tmpfs: run the tests as root where mount(8) is allowed"))
  func aFullDiskFailsNamingTheFileAndLeavesNothing() async throws {
    try await FileSystemSupport.withTmpfs(full: true) { disk in
      let frames = disk.appendingPathComponent("frames").path
      let gif = disk.appendingPathComponent("movie.gif").path
      let png = disk.appendingPathComponent("frame.png").path
      for (arguments, path) in [
        (["replay", recording, "--frames", "0.5", "--out", frames], frames),
        (["replay", recording, "--frames", "0.5", "--gif", gif], gif),
        (["render", "--size", "60x60", "--out", png], png),
      ] {
        let result = try await TestSupport.run(TestSupport.segueExecutable, arguments)
        #expect(result.status == 1, "\(arguments): \(result.standardError)")
        #expect(result.standardError.contains("No space left on device"), "\(result.standardError)")
        #expect(result.standardError.contains(path), "\(result.standardError)")
        #expect(!result.standardError.contains("NSCocoaErrorDomain"))
        #expect(FileSystemSupport.contents(of: disk) == ["filler"], "\(arguments)")
      }
    }
  }
}
