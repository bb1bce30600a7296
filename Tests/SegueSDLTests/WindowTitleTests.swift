import Foundation
import Testing

/// The window's title names the scene it shows, from the first frame and after a number
/// key switches scenes.
@Suite(.needsXvfb)
struct WindowTitleTests {
  @Test func theTitleFollowsTheScene() async throws {
    let session = try await XvfbSession()
    try await session.launch(["--scene", "basics", "--size", "240x480"])
    #expect(try await title(session) == "Segue — basics")
    try await session.key("2")
    try await session.settle()
    #expect(try await title(session) == "Segue — navigation")
    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)
  }

  private func title(_ session: XvfbSession) async throws -> String {
    try await session.xdotool(["getwindowname", session.windowID])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
