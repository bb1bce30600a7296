import Foundation
import SegueSDL
import Testing

/// Every file format and flag of `segue`, fed bad input: each case must end with its exit
/// status (2 for a bad command line or file, 1 for a failure while running), a message
/// naming what is wrong and where, no crash, and its folder exactly as it was: no partial
/// output and no stray temporary file.
@Suite struct BadInputCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("BadInput")
  static let goodRecording = corpus.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Recordings/basics-clicks.json")

  @Test(arguments: BadCommandLine.all)
  func isRefusedCleanly(_ badCase: BadCommandLine) async throws {
    let scratch = try Self.makeScratch()
    defer { Self.remove(scratch) }
    guard !badCase.needsReadOnlyFolder || scratch.readOnly else {
      // Only when neither the mode nor `chattr +i` can stop this user (root without
      // CAP_LINUX_IMMUTABLE): nothing here is read-only to check against.
      print("skipped (no read-only folder for this user): \(badCase.testDescription)")
      return
    }
    let before = try Self.listing(of: scratch.url)
    let fill = { (text: String) in
      text.replacingOccurrences(of: "$DIR", with: scratch.url.path)
        .replacingOccurrences(of: "$CORPUS", with: Self.corpus.path)
        .replacingOccurrences(of: "$RECORDING", with: Self.goodRecording.path)
    }
    let result = try await TestSupport.run(
      TestSupport.segueExecutable, badCase.arguments.map(fill), timeout: 30)
    #expect(result.status == badCase.status, "\(result.standardError)")
    for name in badCase.names.map(fill) {
      #expect(result.standardError.contains(name), "no '\(name)' in: \(result.standardError)")
    }
    #expect(!result.standardError.contains("Fatal error"))
    #expect(!result.standardError.contains("crashed"))
    #expect(!result.standardError.contains("\u{1B}"), "an escape sequence reached the terminal")
    #expect(try Self.listing(of: scratch.url) == before, "the folder changed")
  }

  /// A recording cut off mid-line (a session killed while writing) replays up to its last
  /// complete event, with a warning saying where it stops.
  @Test func aCutOffRecordingReplaysItsCompleteEvents() async throws {
    let scratch = try Self.makeScratch()
    defer { Self.remove(scratch) }
    let file = Self.corpus.appendingPathComponent("Recordings/truncated.json").path
    let result = try await TestSupport.run(
      TestSupport.segueExecutable,
      ["replay", file, "--out", scratch.url.appendingPathComponent("o").path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError.contains(
        "Warning: \(file) is cut off at line 3 (a session that did not end): replaying its 1 "
          + "complete events, up to 0 s"), "\(result.standardError)")
  }

  /// A folder holding what the cases point at: `folder/` (empty), `full/` (not empty),
  /// `readonly/`, `taken.png` (an empty file), `a.png` and `b.png` (8×8, one pixel apart),
  /// `garbage.png`, `empty.png`, `truncated.png` (the first half of `a.png`), `fifo` (a FIFO
  /// nothing writes to).
  static func makeScratch() throws -> (url: URL, readOnly: Bool) {
    let url = try TestSupport.temporaryDirectory()
    let manager = FileManager.default
    for folder in ["folder", "full", "readonly"] {
      try manager.createDirectory(
        at: url.appendingPathComponent(folder), withIntermediateDirectories: false)
    }
    try Data("x".utf8).write(to: url.appendingPathComponent("full/x"))
    try Data().write(to: url.appendingPathComponent("taken.png"))
    var bitmap = Bitmap(width: 8, height: 8, fill: (200, 200, 200, 255))
    try PNGFile.write(bitmap, to: url.appendingPathComponent("a.png"))
    bitmap.pixels[0] = 10
    try PNGFile.write(bitmap, to: url.appendingPathComponent("b.png"))
    try Data("not a png".utf8).write(to: url.appendingPathComponent("garbage.png"))
    try Data().write(to: url.appendingPathComponent("empty.png"))
    let png = try Data(contentsOf: url.appendingPathComponent("a.png"))
    try png.prefix(png.count / 2).write(to: url.appendingPathComponent("truncated.png"))
    guard mkfifo(url.appendingPathComponent("fifo").path, 0o644) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
    return (url, makeReadOnly(url.appendingPathComponent("readonly")))
  }

  /// Takes away write permission; for root, which ignores it, marks the folder immutable.
  /// True when writing into it now fails.
  private static func makeReadOnly(_ folder: URL) -> Bool {
    chmod(folder.path, 0o555)
    if access(folder.path, W_OK) != 0 { return true }
    guard chattr("+i", folder) else { return false }
    return access(folder.path, W_OK) != 0
  }

  static func remove(_ scratch: (url: URL, readOnly: Bool)) {
    let readonly = scratch.url.appendingPathComponent("readonly")
    _ = chattr("-i", readonly)
    chmod(readonly.path, 0o755)
    try? FileManager.default.removeItem(at: scratch.url)
  }

  /// Runs `chattr flag folder`, which takes a moment, in place; true when it succeeded.
  private static func chattr(_ flag: String, _ folder: URL) -> Bool {
    guard let chattr = TestSupport.which("chattr") else { return false }
    let process = Process()
    process.executableURL = chattr
    process.arguments = [flag, folder.path]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Every file and folder (named with a trailing slash) under `url`, hidden ones too,
  /// with each regular file's bytes (a FIFO's would wait for a writer: it is listed empty).
  static func listing(of url: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: url.path) else { return result }
    for case let path as String in enumerator {
      var isDirectory: ObjCBool = false
      let full = url.appendingPathComponent(path)
      _ = manager.fileExists(atPath: full.path, isDirectory: &isDirectory)
      var status = stat()
      if isDirectory.boolValue {
        result[path + "/"] = Data()
      } else if lstat(full.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
        result[path] = Data()
      } else {
        result[path] = try Data(contentsOf: full)
      }
    }
    return result
  }
}
