import Foundation
import SegueSDL
import Testing

/// Screenshot files: named by the time they were taken, never replacing a file; and the
/// `--screenshots` folder checked before the window opens.
@Suite struct ScreenshotTests {
  /// 2026-11-21 14:03:05 UTC.
  let date = Date(timeIntervalSince1970: 1_795_269_785)
  let utc = TimeZone(identifier: "UTC")!

  @Test func namesAreTheLocalTimeThenNumbered() {
    let names = Array(Screenshot.names(for: date, in: utc).prefix(3))
    #expect(
      names == [
        "segue-2026-11-21-at-14.03.05.png", "segue-2026-11-21-at-14.03.05-2.png",
        "segue-2026-11-21-at-14.03.05-3.png",
      ])
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    #expect(
      Screenshot.names(for: date, in: tokyo).first { _ in true }
        == "segue-2026-11-21-at-23.03.05.png")
  }

  @Test func aSecondShotInTheSameSecondGetsTheNextNumberAndNothingIsReplaced() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let red = Bitmap(width: 4, height: 3, fill: (255, 0, 0, 255))
    let blue = Bitmap(width: 4, height: 3, fill: (0, 0, 255, 255))
    let first = try Screenshot.write(red, in: folder, at: date, timeZone: utc)
    let second = try Screenshot.write(blue, in: folder, at: date, timeZone: utc)
    #expect(first.lastPathComponent == "segue-2026-11-21-at-14.03.05.png")
    #expect(second.lastPathComponent == "segue-2026-11-21-at-14.03.05-2.png")
    #expect(try PNGFile.read(first) == red)
    #expect(try PNGFile.read(second) == blue)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(
      Set(files) == [first.lastPathComponent, second.lastPathComponent], "no temporary left")
  }

  @Test func aMissingFolderFailsAndLeavesNothing() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing")
    #expect(throws: (any Error).self) {
      try Screenshot.write(Bitmap(width: 1, height: 1), in: missing, at: date)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func theScreenshotsFolderIsCheckedBeforeTheWindowOpens() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file.png")
    FileManager.default.createFile(atPath: file.path, contents: Data())
    for (path, message) in [
      (folder.appendingPathComponent("missing").path, "does not exist"),
      (file.path, "is a file, not a folder"),
    ] {
      let result = try TestSupport.run(
        TestSupport.segueExecutable, ["--screenshots", path], environment: ["DISPLAY": ""],
        timeout: 20)
      #expect(result.status == 2)
      #expect(result.standardError.contains("--screenshots '\(path)'"), "\(result.standardError)")
      #expect(result.standardError.contains(message), "\(result.standardError)")
    }
  }
}
