import Foundation
import Testing

extension TestSupport {
  /// `segue init Cards` in `folder`, then `swift build ARGUMENTS` of the new package against
  /// this checkout (minutes: it builds Segue again); the package's folder.
  static func initPackage(in folder: URL, building arguments: [String]) async throws -> URL {
    let package = folder.appendingPathComponent("Cards")
    let created = try await run(segueExecutable, ["init", package.path])
    try #require(created.status == 0, "segue init failed: \(created.standardError)")
    let swift = try #require(which("swift"))
    let build = try await run(
      swift, ["build"] + arguments + ["--package-path", package.path], timeout: 1200)
    try #require(
      build.status == 0,
      "the new package does not build: \(build.standardOutput)\n\(build.standardError)")
    return package
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a suite only where the Swift toolchain is on PATH, to build what `segue init`
  /// writes.
  static var needsSwiftToolchain: Self {
    .enabled(
      if: TestSupport.which("swift") != nil,
      "needs the Swift toolchain (swift on PATH) to build the package segue init writes")
  }
}
