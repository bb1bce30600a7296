import Foundation
import SeguePort
import Testing

/// Which files a command line names, and where each goes under `--out`.
@Suite struct SwiftSourcesTests {
  private func folder(_ files: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-port-\(UUID().uuidString)")
    for file in files {
      let url = root.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let x = 1\n".utf8).write(to: url)
    }
    return root
  }

  @Test func aFolderIsSearchedForSwiftFilesSkippingHiddenOnes() throws {
    let root = try folder(["A.swift", "Sub/B.swift", "notes.txt", ".build/C.swift"])
    defer { try? FileManager.default.removeItem(at: root) }
    let entries = try SwiftSources([root.path]).entries
    #expect(entries.map(\.relativePath) == ["A.swift", "Sub/B.swift"])
    #expect(entries.map(\.displayPath) == ["\(root.path)/A.swift", "\(root.path)/Sub/B.swift"])
  }

  @Test func badPathsAreNamed() throws {
    let root = try folder(["notes.txt"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: SwiftSources.Problem.self) { try SwiftSources(["/no/such/file.swift"]) }
    #expect(throws: SwiftSources.Problem.self) { try SwiftSources([root.path]) }
    let notSwift = root.appendingPathComponent("notes.txt").path
    #expect {
      try SwiftSources([notSwift])
    } throws: { error in
      "\(error)" == "'\(notSwift)' is not a .swift file"
    }
  }

  @Test func twoFilesOfOneRelativePathClash() throws {
    let root = try folder(["a/X.swift", "b/X.swift"])
    defer { try? FileManager.default.removeItem(at: root) }
    let a = root.appendingPathComponent("a").path
    let b = root.appendingPathComponent("b").path
    #expect(throws: SwiftSources.Problem.self) { try SwiftSources([a, b]) }
    #expect(try SwiftSources([a, a]).entries.count == 1)
  }
}
