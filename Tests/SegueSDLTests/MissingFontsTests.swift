import Foundation
import Testing

/// A playground whose Assets folder has no fonts (a `segue` binary whose checkout was moved
/// away, or a wrong `SEGUE_ASSETS`) does not open a window it could never draw: it names the
/// missing font and how to point at the Assets folder, once, and exits with a failure.
@Suite struct MissingFontsTests {
  @Test func aPlaygroundWithoutItsFontsSaysSoAndExits() async throws {
    let empty = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = try await TestSupport.run(
      TestSupport.segueExecutable, ["--scene", "basics"],
      environment: ["SEGUE_ASSETS": empty.path, "DISPLAY": ":9999"], timeout: 30)
    #expect(result.status != 0)
    let lines = result.standardError.split(separator: "\n").filter { $0.contains("font not found") }
    #expect(lines.count == 1, "\(result.standardError)")
    #expect(result.standardError.contains("\(empty.path)/Fonts/DejaVuSans.ttf"))
    #expect(result.standardError.contains("SEGUE_ASSETS"))
  }
}
