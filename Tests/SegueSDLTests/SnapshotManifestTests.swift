import Foundation
import SegueSDL
import Testing

/// The manifest a test run writes: one file per comparison, so writers in parallel never
/// lose an entry, and a later comparison of a reference replaces the earlier one.
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
}
