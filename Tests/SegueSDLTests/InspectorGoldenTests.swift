import Foundation
import Segue
import SegueDemos
import SegueTesting
import Testing

/// The whole playground frame, rendered headless: the navigation scene mid back swipe with
/// the inspector beside it. Each reference PNG in `__Snapshots__/InspectorGoldenTests` was
/// looked at before it was committed.
@MainActor
@Suite struct InspectorGoldenTests {
  /// A back swipe from the left edge at 0.5 s: 2 points a frame (120 pt/s) for a second,
  /// then 5 points a frame (300 pt/s) for half a second, held without release.
  static let slowThenFasterSwipe = InputRecording(
    scene: "navigation", size: CGSize(width: 390, height: 844),
    events: [.pointer(PointerInput(phase: .down, location: CGPoint(x: 5, y: 500), timestamp: 0.5))]
      + (1...90).map { frame in
        let x: CGFloat = frame <= 60 ? 5 + 2 * CGFloat(frame) : 125 + 5 * CGFloat(frame - 60)
        return .pointer(
          PointerInput(
            phase: .move, location: CGPoint(x: x, y: 500), timestamp: 0.5 + Double(frame) / 60))
      })

  /// The window's first frame: the basics scene with the inspector beside it, nothing run
  /// yet (the window end-to-end test compares its first frame with this).
  @Test func basicsAtStart() throws {
    try assertReplay(
      InputRecording(scene: "basics", size: CGSize(width: 390, height: 844)), scenes: Scenes.all,
      frames: .times([0]),
      inspector: true)
  }

  /// At 1.2 s the slow drag would cancel (the velocity plot's green line, the speed that
  /// would finish from here, is above its bars); at 2 s, past half way and faster, it would
  /// finish.
  @Test func midSwipe() throws {
    // Through its file form, as `segue replay` reads it: times parsed back from JSON may
    // differ from the ones written in the last bit, and that can move a sample across the
    // velocity tracker's 100 ms horizon.
    let recording = try InputRecording(
      jsonData: Self.slowThenFasterSwipe.jsonData(), source: "slowThenFasterSwipe")
    try assertReplay(recording, scenes: Scenes.all, frames: .times([1.2, 2]), inspector: true)
  }

  /// The same swipe with slow motion ×5 from 1 s and paused at 1.5 s (animation time 1.1 s):
  /// the heading line says "paused at 1.100 s · ×5" while the drag goes on driving the pop.
  @Test func pausedInSlowMotion() throws {
    var recording = Self.slowThenFasterSwipe
    recording.events += [
      .key(KeyInput(key: "S", timestamp: 1)), .key(KeyInput(key: "Space", timestamp: 1.5)),
    ]
    recording.events.sort { $0.time < $1.time }
    try assertReplay(recording, scenes: Scenes.all, frames: .times([2]), inspector: true)
  }
}
