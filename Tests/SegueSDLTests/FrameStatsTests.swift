import CSDL2
import Foundation
import Testing

@testable import SegueSDL

/// `SEGUE_FRAME_STATS`, what `Scripts/measure-window` reads: the transitions counted, and the
/// slowest frames of a transition listed with where they fell.
@Suite struct FrameStatsTests {
  /// A frame whose work took `milliseconds` (performance-counter ticks from 0), of which
  /// its thread ran for `cpu` (all of them unless given).
  private func present(
    _ stats: inout FrameStats, milliseconds: Double, cpu: Double? = nil, transitioning: Bool
  ) {
    let ticks = UInt64(milliseconds / 1000 * Double(SDL_GetPerformanceFrequency()))
    let nanoseconds = UInt64((cpu ?? milliseconds) * 1_000_000)
    stats.framePresented(
      startedAt: FrameStats.Stamp(counter: 0, cpuNanoseconds: 1_000),
      drawnAt: FrameStats.Stamp(counter: ticks, cpuNanoseconds: 1_000 + nanoseconds),
      transitioning: transitioning)
  }

  @Test func theSlowestTransitionFramesSayWhereTheyFell() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("stats.json")
    var stats = try #require(FrameStats(environment: ["SEGUE_FRAME_STATS": url.path]))
    // Idle frames, the slowest of all, are not a transition's.
    present(&stats, milliseconds: 50, transitioning: false)
    // The first transition: eight frames, its first and its fifth slow.
    for milliseconds in [9.0, 2, 2, 2, 7, 2, 2, 2] {
      present(&stats, milliseconds: milliseconds, transitioning: true)
    }
    present(&stats, milliseconds: 40, transitioning: false)
    // The second: three frames, the third the slowest of all and after two mouse moves.
    present(&stats, milliseconds: 3, transitioning: true)
    present(&stats, milliseconds: 4, transitioning: true)
    var move = SDL_Event()
    move.type = SDL_MOUSEMOTION.rawValue
    stats.noteInput(move)
    stats.noteInput(move)
    // Preempted: it took 12 ms and worked 2.5 of them.
    present(&stats, milliseconds: 12, cpu: 2.5, transitioning: true)
    #expect(
      stats.slowest.map { [$0.transition, $0.frame] } == [
        [2, 2], [1, 0], [1, 4], [2, 1], [2, 0],
      ])
    #expect(
      stats.slowest.map(\.workMilliseconds).map { ($0 * 10).rounded() / 10 } == [12, 9, 7, 4, 3])

    stats.write()
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    #expect(json["transitions"] as? Int == 2)
    #expect(json["transition_frames"] as? Int == 11)
    let listed = try #require(json["slowest_transition_frames"] as? [[String: Any]])
    #expect(listed.count == FrameStats.slowestKept)
    #expect(listed.first?["transition"] as? Int == 2)
    #expect(listed.first?["frame"] as? Int == 2)
    #expect(listed.first?["inputs"] as? Int == 2)
    #expect(listed.first?["cpu_ms"] as? Double == 2.5)
    #expect(listed.last?["cpu_ms"] as? Double == 3)
    // The CPU time's percentiles beside the work's: the preempted frame is the slowest by
    // the clock, not by the CPU.
    #expect(json["transition_work_ms_max"] as? Double ?? 0 > 11.9)
    #expect(json["transition_cpu_ms_max"] as? Double == 9)
    #expect(listed.last?["inputs"] as? Int == 0)
  }

  @Test func aStampReadsTheThreadsCPUTime() {
    let before = FrameStats.Stamp.now()
    // Work the clock sees: sums no optimiser can drop, for a few milliseconds.
    var sum = 0.0
    for index in 0..<2_000_000 { sum += (Double(index) * 1.000_001).squareRoot() }
    let after = FrameStats.Stamp.now()
    #expect(sum > 0)
    #expect(after.counter > before.counter)
    #expect(after.cpuNanoseconds > before.cpuNanoseconds)
  }
}
