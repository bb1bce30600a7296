import Foundation
import Segue
import SegueDemos
import SegueTesting
import Testing

/// The view-hierarchy inspector and the exploded view, rendered headless from recordings
/// of the keys and the Control-click. Each reference PNG was looked at before it was
/// committed.
@MainActor
@Suite struct HierarchyGoldenTests {
  /// V, then a Control-click on the navigation scene's first page: the tree beside the
  /// device, the picked view's row highlighted.
  @Test func hierarchyTree() throws {
    let recording = InputRecording(
      scene: "navigation", size: CGSize(width: 390, height: 844),
      events: [
        .key(KeyInput(key: "V", timestamp: 0.1))
      ] + Self.controlClick(at: CGPoint(x: 195, y: 600), time: 0.2))
    try assertReplay(recording, scenes: Scenes.all, frames: .times([0.5]), inspector: true)
  }

  /// The back swipe held half way and paused (Space), then X: the window's layers exploded
  /// in depth, both pages and the navigation bar on their planes mid-pop, the picked page
  /// outlined in yellow.
  @Test func explodedMidPop() throws {
    var events: [InputRecording.Event] = [
      .pointer(PointerInput(phase: .down, location: CGPoint(x: 5, y: 500), timestamp: 0.5))
    ]
    events += (1...40).map { frame in
      .pointer(
        PointerInput(
          phase: .move, location: CGPoint(x: 5 + 5 * CGFloat(frame), y: 500),
          timestamp: 0.5 + Double(frame) / 60))
    }
    events += [
      .key(KeyInput(key: "Space", timestamp: 1.3)),
      .pointer(PointerInput(phase: .up, location: CGPoint(x: 205, y: 500), timestamp: 1.35)),
      .key(KeyInput(key: "V", timestamp: 1.4)),
    ]
    events += Self.controlClick(at: CGPoint(x: 300, y: 400), time: 1.45)
    events.append(.key(KeyInput(key: "X", timestamp: 1.6)))
    let recording = InputRecording(
      scene: "navigation", size: CGSize(width: 390, height: 844), events: events)
    try assertReplay(recording, scenes: Scenes.all, frames: .times([1.7]), inspector: true)
  }

  /// A press and a release 50 ms later at `point`, Control held: a pick.
  static func controlClick(at point: CGPoint, time: TimeInterval) -> [InputRecording.Event] {
    [PointerInput.Phase.down, .up].enumerated().map { index, phase in
      .pointer(
        PointerInput(
          phase: phase, location: point, timestamp: time + 0.05 * Double(index),
          modifiers: .control))
    }
  }
}
