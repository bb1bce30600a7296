import Foundation
import SegueSDL
import Testing

/// The manifest a test run writes: one file per comparison, so writers in parallel never
/// lose an entry, and a later comparison of a reference replaces the earlier one; a folder
/// per run, so a run reads its own comparisons only, and the first comparison of a run
/// removes those of the runs that are over.
@Suite struct SnapshotManifestTests {
  private func entry(_ reference: String, _ outcome: SnapshotManifest.Entry.Outcome)
    -> SnapshotManifest.Entry
  {
    SnapshotManifest.Entry(
      test: "Suite/test()", name: reference, file: "Tests/Suite.swift", line: 1,
      outcome: outcome, message: "", reference: "/refs/\(reference).png", recordCommand: "…")
  }

  @Test func entriesWrittenInParallelAreAllRead() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = SnapshotManifest(artifacts: folder)
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      try? manifest.write(entry("r\(index)", .passed))
    }
    let (entries, problems) = try manifest.read()
    #expect(Set(entries.map(\.name)) == Set((0..<64).map { "r\($0)" }))
    #expect(problems.isEmpty)
  }

  @Test func aLaterComparisonOfAReferenceReplacesTheEarlierOne() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = SnapshotManifest(artifacts: folder)
    try manifest.write(entry("card", .failed))
    try manifest.write(entry("card", .passed))
    try manifest.write(entry("other", .failed))
    let entries = try manifest.read().entries.sorted { $0.name < $1.name }
    #expect(entries.map(\.name) == ["card", "other"])
    #expect(entries.map(\.outcome) == [.passed, .failed])
  }

  /// The artifacts folder holds a finished run's comparisons and those of a run still going
  /// (a `sleep` this test started, a run of its own): this run reads only its own, and its
  /// first comparison removes the finished runs' folders and images and keeps the live one's.
  @Test func aRunReadsItsOwnComparisonsAndRemovesThoseOfFinishedRuns() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let live = try Self.start("/bin/sleep", "60")
    defer { Self.end(live) }
    let liveRun = try #require(TestRun.of(process: live.processIdentifier))
    #expect(liveRun.process == live.processIdentifier && !liveRun.isFinished)
    let finished = try Self.finishedRun()
    #expect(finished.isFinished)
    try SnapshotManifest(artifacts: folder, run: liveRun).write(entry("other", .failed))
    // Written as it would have been while that run was going: no process of the run clears
    // its own folder.
    let old = SnapshotManifest(artifacts: folder, run: finished)
    try FileManager.default.createDirectory(at: old.folder, withIntermediateDirectories: true)
    try JSONEncoder().encode(entry("old", .failed))
      .write(to: old.folder.appendingPathComponent("0-old.json"))
    // Its failure images, and those of the live run and of a run whose entries are gone.
    let orphan = try Self.finishedRun()
    for run in [finished, liveRun, orphan] {
      let images = SnapshotManifest(artifacts: folder, run: run).imagesFolder
      try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
      try Data("png".utf8).write(to: images.appendingPathComponent("diff-1-actual.png"))
    }

    let manifest = SnapshotManifest(artifacts: folder)
    try manifest.write(entry("card", .passed))
    #expect(try manifest.read().entries.map(\.name) == ["card"])
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: manifest.runsFolder.path))
        == [TestRun.current.name, liveRun.name])
    #expect(try SnapshotManifest(artifacts: folder, run: liveRun).read().entries.count == 1)
    let imageRuns = folder.appendingPathComponent(SnapshotManifest.imagesFolderName).path
    #expect(try FileManager.default.contentsOfDirectory(atPath: imageRuns) == [liveRun.name])
  }

  /// `swift test`'s test processes are all children of its `swift-test` process, which is
  /// their run: two children of a script of that name are one run, named by the script,
  /// over when it exits; a process started otherwise (by this test) is a run of its own.
  @Test func theProcessesOfOneSwiftTestAreOneRun() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("swift-test")
    try TestSupport.writeScript(
      "#!/bin/sh\nsleep 60 &\necho $!\nsleep 60 &\necho $!\nwait\n", to: script)
    let output = Pipe()
    let swiftTest = Process()
    swiftTest.executableURL = script
    swiftTest.standardOutput = output
    try swiftTest.run()
    let root = try #require(ProcessTree.member(swiftTest.processIdentifier))
    defer { ProcessTree.kill(root) }
    var printed = ""
    while printed.split(separator: "\n").count < 2 {
      let data = output.fileHandleForReading.availableData
      try #require(!data.isEmpty, "the script ended before it started its children")
      printed += String(decoding: data, as: UTF8.self)
    }
    let children = printed.split(separator: "\n").compactMap { Int32($0) }
    let runs = children.map(TestRun.of(process:))
    #expect(runs.count == 2 && runs[0] != nil && runs[0] == runs[1], "\(runs)")
    #expect(runs[0]?.process == swiftTest.processIdentifier)
    #expect(runs[0]?.isFinished == false)

    let alone = try Self.start("/bin/sleep", "60")
    defer { Self.end(alone) }
    #expect(TestRun.of(process: alone.processIdentifier)?.process == alone.processIdentifier)

    ProcessTree.kill(root)
    swiftTest.waitUntilExit()
    #expect(runs[0]?.isFinished == true)
  }

  /// A run whose process has exited.
  private static func finishedRun() throws -> TestRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return TestRun(
      process: process.processIdentifier, startTime: 1, boot: TestRun.current.boot)
  }

  private static func start(_ executable: String, _ arguments: String...) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    try process.run()
    return process
  }

  /// SIGKILL: a child of Foundation's `Process` may inherit a blocked SIGTERM.
  private static func end(_ process: Process) {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
