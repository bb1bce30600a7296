import Foundation
import SegueSDL
import Testing

/// The back swipe in a real SDL window under Xvfb, with real X pointer events from xdotool:
/// the "navigation" scene stacks Red, Orange and Blue.
@Suite(.needsXvfb)
struct NavigationWindowTests {
  /// A point in the content area, below the title strip.
  let probe = (300, 600)

  enum Hue: String { case red, orange, blue, other }

  func hue(_ session: XvfbSession) async throws -> Hue {
    let (r, g, b, _) = try await session.settledCapture()[probe.0, probe.1]
    switch (r, g, b) {
    case (200..., 0..<100, 0..<100): return .red
    case (200..., 100..<200, 0..<100): return .orange
    case (0..<100, 50..<180, 200...): return .blue
    default: return .other
    }
  }

  /// Once the window has handled the input and gone idle (the transition has settled, not
  /// passing through), the content shows `expected`.
  func expectSettles(
    on expected: Hue, _ session: XvfbSession, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let seen = try await hue(session)
    #expect(seen == expected, "\(what): shows \(seen.rawValue)", sourceLocation: sourceLocation)
  }

  @Test func edgeSwipesPopOrNotAsTheirDistanceAndSpeedSay() async throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let session = try await XvfbSession()
    try await session.launch(["--scene", "navigation", "--size", "390x844"])
    try await expectSettles(on: .blue, session, "the scene to show Blue on top")

    // A short slow drag from the edge that rests before release: Blue stays.
    let slow = (1...15).map { (5 + 3 * $0, 500) } + Array(repeating: (50, 500), count: 6)
    try await session.drag(from: (5, 500), through: slow, interval: 0.04)
    try await expectSettles(on: .blue, session, "Blue to stay after a short slow drag")

    // A fast short fling (120 pt in about 60 ms, released mid-motion): Blue pops, Orange
    // shows.
    try await session.fling(
      from: (5, 500), through: stride(from: 25, through: 125, by: 20).map { ($0, 500) })
    try await expectSettles(on: .orange, session, "a fling to pop Blue")

    // A slow drag past half way that rests before release: Orange pops, Red shows.
    let long = (1...30).map { (5 + 10 * $0, 500) } + Array(repeating: (305, 500), count: 6)
    try await session.drag(from: (5, 500), through: long, interval: 0.03)
    try await expectSettles(on: .red, session, "a long slow drag to pop Orange")

    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)
  }

  /// At `--window-scale 2` the pointer's pixels are halved into points: a press 30 pixels
  /// in is 15 points in, inside the 20-point edge zone, and a slow drag past half way pops.
  @Test func edgeSwipePopsAtWindowScaleTwo() async throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let session = try await XvfbSession(screen: (1600, 1800))
    try await session.launch(["--scene", "navigation", "--size", "390x844", "--window-scale", "2"])
    try await expectSettles(on: .blue, session, "the scene to show Blue on top")

    let long = (1...30).map { (30 + 20 * $0, 1000) } + Array(repeating: (630, 1000), count: 6)
    try await session.drag(from: (30, 1000), through: long, interval: 0.03)
    try await expectSettles(on: .orange, session, "a long slow drag to pop Blue")

    try await session.quitWithEscape()
    #expect(session.appExitStatus == 0)
  }
}
