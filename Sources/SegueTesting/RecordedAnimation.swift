import Foundation
import SegueSDL

/// A whole animation as one reference: its frames, when each was taken, and (for a
/// transition) at what progress. Stored as an animated PNG, every frame shown until the next
/// one's time.
struct RecordedAnimation {
  var frames: [Bitmap]
  /// Seconds from the start, one per frame.
  var times: [Double]
  /// 0…1, one per frame, for a transition.
  var progress: [Double]?
  /// Why a stored reference could not be read, when it could not.
  var problem: String?

  /// Each frame's delay in 60ths of a second: until the next frame (at least one), and one
  /// for the last.
  var delays: [Int] {
    zip(times, times.dropFirst()).map { max(1, Int((($1 - $0) * 60).rounded())) } + [1]
  }

  /// "frame 4 (t 0.067 s, p 0.222)", counting from 0 as the frames are stored.
  func describe(frame index: Int) -> String {
    let time = String(format: "t %.3f s", times[index])
    guard let progress else { return "frame \(index) (\(time))" }
    return "frame \(index) (\(time), p \(String(format: "%.3f", progress[index])))"
  }
}
