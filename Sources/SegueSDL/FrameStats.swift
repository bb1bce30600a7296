import CSDL2
import Foundation

/// Optional timing of the window's frames, for measuring rather than asserting: how long
/// each frame took to build and draw, and how long after the oldest input event it handled
/// the frame was presented. Enabled by `SEGUE_FRAME_STATS=FILE`; written on exit as JSON.
struct FrameStats {
  private var frameMilliseconds: [Double] = []
  private var latencyMilliseconds: [Double] = []
  /// The earliest input event stamp (SDL ticks, ms) not yet shown in a presented frame.
  private var pendingInput: UInt32?
  let url: URL

  init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard let path = environment["SEGUE_FRAME_STATS"], !path.isEmpty else { return nil }
    url = URL(fileURLWithPath: path)
    // Enough for ten minutes at 60 Hz without growing inside the frame loop.
    frameMilliseconds.reserveCapacity(36_000)
    latencyMilliseconds.reserveCapacity(36_000)
  }

  mutating func noteInput(_ event: SDL_Event) {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_KEYDOWN:
      pendingInput = min(pendingInput ?? event.common.timestamp, event.common.timestamp)
    default:
      break
    }
  }

  /// Call after presenting: `start` is when the frame's work began (performance counter).
  mutating func framePresented(startedAt start: UInt64) {
    let frequency = Double(SDL_GetPerformanceFrequency())
    frameMilliseconds.append(Double(SDL_GetPerformanceCounter() - start) / frequency * 1000)
    if let input = pendingInput {
      latencyMilliseconds.append(Double(SDL_GetTicks64()) - Double(input))
      pendingInput = nil
    }
  }

  func write() {
    func percentile(_ values: [Double], _ p: Double) -> Double {
      guard !values.isEmpty else { return 0 }
      let sorted = values.sorted()
      return sorted[min(Int(Double(sorted.count - 1) * p + 0.5), sorted.count - 1)]
    }
    let summary: [String: Any] = [
      "frames": frameMilliseconds.count,
      "frame_ms_p50": percentile(frameMilliseconds, 0.5),
      "frame_ms_p99": percentile(frameMilliseconds, 0.99),
      "input_to_present_ms_p50": percentile(latencyMilliseconds, 0.5),
      "input_to_present_ms_p99": percentile(latencyMilliseconds, 0.99),
      "input_frames": latencyMilliseconds.count,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: summary, options: [.sortedKeys, .prettyPrinted])
    else { return }
    try? AtomicFile.write(data, to: url)
  }
}
