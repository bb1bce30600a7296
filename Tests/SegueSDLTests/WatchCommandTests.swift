import Foundation
import Testing

/// `segue watch`'s command lines it refuses before building anything (`HotReloadTests`
/// runs it).
@Suite struct WatchCommandTests {
  @Test func aFolderWithoutAPackageIsRefusedByName() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await TestSupport.run(TestSupport.segueExecutable, ["watch", folder.path])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("'\(folder.path)' is not a Swift package (no Package.swift)"),
      "\(result.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func thePlaygroundFlagsTheWatcherGivesAreRefused() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("// swift-tools-version: 6.1\n".utf8).write(
      to: folder.appendingPathComponent("Package.swift"))
    let result = try await TestSupport.run(
      TestSupport.segueExecutable, ["watch", folder.path, "--", "--record", "mine.json"])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("--record is the watcher's own playground flag"),
      "\(result.standardError)")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("mine.json").path))
  }
}
