import Foundation
import SegueSDL
import Testing

/// `segue report DIR` as a user runs it on an artifacts folder: the page, and what it does
/// with a folder that is not one, with missing and corrupt images, and with a manifest file
/// that is not an entry.
@Suite struct ReportCommandTests {
  private func segue(_ arguments: String...) async throws -> TestSupport.Result {
    try await TestSupport.run(TestSupport.segueExecutable, arguments)
  }

  @Test func anUnknownFolderIsAUsageError() async throws {
    let result = try await segue("report", "/nonexistent/artifacts")
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("the artifacts folder '/nonexistent/artifacts' does not exist"),
      "\(result.standardError)")
  }

  @Test func aFolderWithoutAManifestIsAUsageErrorAndNothingIsWritten() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await segue("report", folder.path)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("holds no segue-manifest folder"), "\(result.standardError)")
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("segue-report.html").path))
  }

  @Test func aManifestWithNoRunIsAUsageError() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = SnapshotManifest(artifacts: folder).runsFolder
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    let result = try await segue("report", folder.path)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("'\(runs.path)' holds no test run's comparisons"),
      "\(result.standardError)")
  }

  /// Two runs compared in one artifacts folder (this test's, and a `sleep`'s, a run still
  /// going): the page and the counts are those of the run that compared last, alone.
  @Test func theReportIsOfTheLastRunThatComparedThere() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sleep = Process()
    sleep.executableURL = URL(fileURLWithPath: "/bin/sleep")
    sleep.arguments = ["60"]
    try sleep.run()
    defer {
      // SIGKILL: a child of Foundation's `Process` may inherit a blocked SIGTERM.
      kill(sleep.processIdentifier, SIGKILL)
      sleep.waitUntilExit()
    }
    let later = try #require(TestRun.of(process: sleep.processIdentifier))
    for (index, run) in [TestRun.current, TestRun.current, later].enumerated() {
      try SnapshotManifest(artifacts: folder, run: run).write(
        SnapshotManifest.Entry(
          test: "Suite/test\(index)()", name: "r\(index)", file: "Tests/Suite.swift", line: 1,
          outcome: run == later ? .failed : .passed, message: "",
          reference: "/refs/r\(index).png", recordCommand: "…"))
    }
    let result = try await segue("report", folder.path)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("1 failed, 0 passed, 0 recorded"), "\(result.standardOutput)")
  }

  /// A failure whose actual image is missing and whose diff is not a PNG, beside a passing
  /// comparison and a manifest file that is no entry: the page names each bad file on its
  /// entry and shows the rest; the bad manifest file is a warning.
  @Test func missingAndCorruptImagesAreNamedAndTheRestRenders() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = SnapshotManifest(artifacts: folder)
    let reference = folder.appendingPathComponent("good.png")
    try PNGFile.write(Bitmap(width: 8, height: 8, fill: (0, 120, 255, 255)), to: reference)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("segue-diffs"), withIntermediateDirectories: true)
    let other = folder.appendingPathComponent("other.png")
    try PNGFile.write(Bitmap(width: 8, height: 8, fill: (255, 120, 0, 255)), to: other)
    try Data("not a PNG".utf8).write(to: folder.appendingPathComponent("segue-diffs/diff.png"))
    try manifest.write(
      SnapshotManifest.Entry(
        test: "Suite/broken()", name: "broken", file: "Tests/Suite.swift", line: 3,
        outcome: .failed, message: "Images differ: 1 of 64 pixels", reference: reference.path,
        referenceCopy: reference.path, actual: "segue-diffs/actual.png",
        diff: "segue-diffs/diff.png", recordCommand: "SNAPSHOT_TESTING_RECORD=failed swift test"))
    try manifest.write(
      SnapshotManifest.Entry(
        test: "Suite/fine()", name: "fine", file: "Tests/Suite.swift", line: 9, outcome: .passed,
        message: "", reference: other.path, recordCommand: "…"))
    try Data("{".utf8).write(to: manifest.folder.appendingPathComponent("torn.json"))

    let result = try await segue("report", folder.path)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("1 failed, 1 passed, 0 recorded"), "\(result.standardOutput)")
    #expect(
      result.standardError.contains("torn.json is not a manifest entry"), "\(result.standardError)")

    let page = folder.appendingPathComponent("segue-report.html")
    let chromium = try ChromiumSession(url: page, width: 900, height: 700)
    let listed = try chromium.evaluate("document.querySelectorAll('nav a').length")
    #expect(listed as? Int == 2, "\(String(describing: listed))")
    let problems =
      try chromium.evaluate(
        "[...document.querySelectorAll('.problem')].map(p => p.textContent).join('\\n')") as? String
    #expect(
      problems?.contains("actual missing: \(folder.path)/segue-diffs/actual.png") == true,
      "\(problems ?? "")")
    #expect(
      problems?.contains("diff cannot be read as a PNG: \(folder.path)/segue-diffs/diff.png")
        == true,
      "\(problems ?? "")")
    // The reference that is there shows, decoded by the browser.
    #expect(
      try chromium.evaluate("document.querySelector('img[alt=reference]').naturalWidth") as? Int
        == 8)
    #expect(
      try chromium.evaluate("document.querySelector('.problems').textContent")
        .map { "\($0)" }?.contains("torn.json") == true)
  }
}
