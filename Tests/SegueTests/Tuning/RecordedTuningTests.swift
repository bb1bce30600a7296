import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// Recordings carry the tuning a session started with, and the tuning keys pressed during
/// it are events like any other: a replay reproduces the tuned session.
@MainActor
@Suite struct RecordedTuningTests {
  static let size = CGSize(width: 390, height: 844)

  /// The borderline back swipe of ThresholdTuningTests as recorded events, from `time`.
  static func borderlineSwipe(at time: TimeInterval) -> [InputRecording.Event] {
    let start = ThresholdTuningTests.start
    let points = [CGVector(dx: 0, dy: 0)] + ThresholdTuningTests.borderline
    var events = points.enumerated().map { index, offset in
      InputRecording.Event.pointer(
        PointerInput(
          phase: index == 0 ? .down : .move,
          location: CGPoint(x: start.x + offset.dx, y: start.y + offset.dy),
          timestamp: time + Double(index) / 60))
    }
    let last = CGPoint(x: start.x + points.last!.dx, y: start.y)
    events.append(
      .pointer(
        PointerInput(phase: .up, location: last, timestamp: time + Double(points.count) / 60)))
    return events
  }

  /// Replays `recording` (through its file form) and says whether the swipe popped.
  func popped(_ recording: InputRecording) throws -> Bool {
    let read = try InputRecording(jsonData: recording.jsonData(), source: "session.json")
    let app = try PlaygroundApp(replaying: read)
    app.replay(read, frames: .all) { _, _, _ in }
    return (app.window.rootViewController as! UINavigationController).viewControllers.count == 2
  }

  @Test func theRecordedTuningIsWrittenAndReadBack() throws {
    let strict = Tuning(policy: .progress, progressThreshold: 0.8)
    let recording = InputRecording(
      scene: "navigation", size: Self.size, tuning: strict.json(),
      events: Self.borderlineSwipe(at: 0.5))
    let text = String(decoding: recording.jsonData(), as: UTF8.self)
    #expect(
      text.hasPrefix(
        #"{"version":1,"scene":"navigation","width":390,"height":844,"scale":1,"tuning":{"duration":0.35,"#
      ))
    let read = try InputRecording(jsonData: recording.jsonData(), source: "session.json")
    #expect(try PlaygroundApp(replaying: read).tuning == strict)
    #expect(read.events.count == recording.events.count)
  }

  @Test func aReplayReproducesTheTunedSession() throws {
    let swipe = Self.borderlineSwipe(at: 0.5)
    let plain = InputRecording(scene: "navigation", size: Self.size, events: swipe)
    #expect(try popped(plain))
    var strict = plain
    strict.tuning = Tuning(policy: .progress, progressThreshold: 0.8).json()
    #expect(!(try popped(strict)))
  }

  @Test func tuningKeysPressedDuringTheSessionReplayToo() throws {
    // Select the progress threshold (five Downs from duration) and raise it by 0.3.
    let keys = (["Down", "Down", "Down", "Down", "Down"] + Array(repeating: "Right", count: 6))
      .enumerated().map { index, key in
        InputRecording.Event.key(KeyInput(key: key, timestamp: 0.2 + Double(index) / 60))
      }
    let recording = InputRecording(
      scene: "navigation", size: Self.size, tuning: Tuning.standard.json(),
      events: keys + Self.borderlineSwipe(at: 0.5))
    #expect(!(try popped(recording)))
    let read = try InputRecording(jsonData: recording.jsonData(), source: "session.json")
    let app = try PlaygroundApp(replaying: read)
    app.replay(read, frames: .frame(0)) { _, _, _ in }
    #expect(app.tuning == Tuning.standard)
    app.replay(read, frames: .all) { _, _, _ in }
    #expect(app.tuning.progressThreshold == 0.8)
  }

  @Test func aRecordingWithoutTuningReplaysWithTheScenesDefaults() throws {
    let old = #"""
      {"version":1,"scene":"seed000-present","width":390,"height":844,"scale":1,"events":[
      {"type":"key","key":"H","time":0.5}
      ]}
      """#
    let read = try InputRecording(jsonData: Data(old.utf8), source: "old.json")
    #expect(read.tuning == nil)
    #expect(try PlaygroundApp(replaying: read).tuning == Scene.seed000Present.defaultTuning)
  }

  @Test func aBadRecordedTuningIsNamed() throws {
    let bad = #"""
      {"version":1,"scene":"navigation","width":390,"height":844,"scale":1,
      "tuning":{"policy":{"threshold":2}},"events":[]}
      """#
    let read = try InputRecording(jsonData: Data(bad.utf8), source: "bad.json")
    #expect {
      try PlaygroundApp(replaying: read)
    } throws: { error in
      "\(error)" == "tuning.policy.threshold: expected a number 0…1, found 2"
    }
    let notAnObject =
      #"{"version":1,"scene":"navigation","width":390,"height":844,"tuning":3,"events":[]}"#
    #expect {
      try InputRecording(jsonData: Data(notAnObject.utf8), source: "bad.json")
    } throws: { error in
      "\(error)" == "bad.json.tuning: expected an object, found 3"
    }
  }
}
