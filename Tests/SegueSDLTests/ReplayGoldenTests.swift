import Foundation
import Segue
import SegueTesting
import Testing

/// Committed recordings replayed against committed frames: an interaction regression test,
/// written the way the README tells users to write theirs.
@MainActor
@Suite struct ReplayGoldenTests {
  private func recording(_ name: String) throws -> InputRecording {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/Recordings/\(name).json")
    return try InputRecording(jsonData: try Data(contentsOf: url), source: url.path)
  }

  /// Before any click, after the click on Blue (0.92 s), and after the drag that began on
  /// Orange (1.33 s) and ended over Blue: Orange, which got the touch, is raised.
  @Test func basicsClicks() throws {
    try assertReplay(try recording("basics-clicks"), frames: .times([0, 1.0, 1.6]))
  }
}
