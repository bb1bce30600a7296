import Foundation
import Segue
import Testing

/// Pointer times in the real window under Xvfb: a drag's moves, as `--record` writes them,
/// carry the X server's times, so they keep xdotool's spacing even while frames are slow.
/// Seed 004's card over its blurred backdrop takes tens to hundreds of milliseconds a frame
/// on the software renderer, so SDL reads the moves of one frame in a bunch: its own stamps
/// (when it read them) would repeat, which is what made flings read as stopped.
@Suite(.needsXvfb)
struct PointerTimeWindowTests {
  @Test func aDragsMovesKeepXdotoolsSpacingWhileFramesAreSlow() async throws {
    #expect(XvfbSession.toolsAvailable, "missing one of \(XvfbSession.tools)")
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("drag.json")
    let session = try await XvfbSession()
    try await session.launch([
      "--scene", "seed004-card", "--size", "390x844", "--record", file.path,
    ])
    try await session.click(x: 195, y: 144)  // Show card
    try await session.settle()
    // The card's drag, 20 ms between moves.
    let interval = 0.02
    try await session.drag(
      from: (195, 300), through: (1...12).map { (195, 300 + 20 * $0) }, interval: interval)
    try await session.quitWithEscape()

    let recording = try InputRecording(jsonData: try Data(contentsOf: file), source: file.path)
    let moves = recording.events.compactMap { event -> TimeInterval? in
      guard case .pointer(let input) = event, input.phase == .move, input.button == 1 else {
        return nil
      }
      return input.timestamp
    }
    try #require(moves.count == 12, "the drag's moves in \(recording.events)")
    // Milliseconds between moves: xdotool's sleep plus the time xdotool and the server take
    // to make each move: up to 15 ms more while the other window suites load the machine (20
    // to 35 ms seen here), and a gap may come short of the sleep when the move before it was
    // late. SDL's own stamps would give gaps of 0 and of a frame.
    let gaps = zip(moves, moves.dropFirst()).map { ($1 - $0) * 1000 }
    let median = gaps.sorted()[gaps.count / 2]
    let sleep = interval * 1000
    // A busy machine may delay xdotool itself, so a few gaps may shrink; SDL's stamps
    // would make most of them 0.
    let short = gaps.filter { $0 < sleep / 2 }.count
    #expect(short <= gaps.count / 5, "gaps (ms) \(gaps)")
    #expect(median >= sleep - 1 && median <= 2 * sleep, "median gap \(median) ms of \(gaps)")
  }
}
