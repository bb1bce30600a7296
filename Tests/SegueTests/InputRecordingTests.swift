import Foundation
import Testing

@testable import Segue

@Suite struct InputRecordingTests {
  private func parse(_ text: String) throws -> InputRecording {
    try InputRecording(jsonData: Data(text.utf8), source: "session.json")
  }

  private func error(_ text: String) -> String {
    do {
      _ = try parse(text)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  private let header =
    #"{"version":1,"scene":"basics","width":390,"height":844,"scale":1,"events":["#

  @Test func writesAndReadsBackEveryEventKind() throws {
    var recording = InputRecording(scene: "basics", size: CGSize(width: 390, height: 844))
    recording.append(
      .pointer(PointerInput(phase: .down, location: CGPoint(x: 10.5, y: 20), timestamp: 0.25)))
    recording.append(
      .pointer(PointerInput(phase: .move, location: CGPoint(x: -4, y: 900), timestamp: 0.5)))
    recording.append(.key(KeyInput(key: "Escape", modifiers: [.shift, .alt], timestamp: 0.75)))
    recording.append(.resize(CGSize(width: 430, height: 932), time: 1))
    let text = String(decoding: recording.jsonData(), as: UTF8.self)
    #expect(text.split(separator: "\n").count == 6)
    #expect(try parse(text) == recording)
  }

  /// A pointer event keeps the modifier keys held (a Control-click picks a view in the
  /// playground); one without any writes no field, as files from before it did.
  @Test func pointerModifiersRoundTripAndAreOptional() throws {
    var recording = InputRecording(scene: "basics", size: CGSize(width: 390, height: 844))
    recording.append(
      .pointer(
        PointerInput(
          phase: .down, location: CGPoint(x: 1, y: 2), timestamp: 0.1, modifiers: .control)))
    recording.append(
      .pointer(PointerInput(phase: .up, location: CGPoint(x: 1, y: 2), timestamp: 0.2)))
    let text = String(decoding: recording.jsonData(), as: UTF8.self)
    #expect(text.contains(#""button":1,"modifiers":["control"]}"#))
    #expect(text.components(separatedBy: "modifiers").count == 2)
    #expect(try parse(text) == recording)
    #expect(
      error(
        header + #"{"type":"pointer","phase":"down","x":1,"y":2,"time":0,"modifiers":["meta"]}]}"#
      )
      .contains("'meta' is not one of shift, control, alt"))
  }

  @Test func appendKeepsTimeMonotonic() {
    var recording = InputRecording(scene: "basics", size: CGSize(width: 10, height: 10))
    recording.append(.key(KeyInput(key: "A", timestamp: 2)))
    recording.append(.key(KeyInput(key: "B", timestamp: 1.5)))
    #expect(recording.events.map(\.time) == [2, 2])
  }

  @Test func truncatedFileNamesTheEnd() {
    let message = error(header + "\n" + #"{"type":"pointer","phase":"down","#)
    #expect(message.hasPrefix("session.json: not valid JSON"), "\(message)")
    #expect(message.contains("line 2"), "\(message)")
  }

  @Test func timeGoingBackwardsNamesTheEvent() {
    let message = error(
      header + #"{"type":"key","key":"A","time":1},{"type":"key","key":"B","time":0.5}]}"#)
    #expect(
      message == "session.json: events[1].time 0.5 goes backwards (the event before is at 1.0)")
  }

  @Test func unknownEventTypeNamesTheField() {
    let message = error(header + #"{"type":"swipe","time":0}]}"#)
    #expect(
      message
        == "session.json: events[0].type: unknown event type 'swipe' (expected pointer, key or resize)"
    )
  }

  @Test func nonNumericCoordinatesAreNamed() {
    #expect(
      error(header + #"{"type":"pointer","phase":"down","x":"NaN","y":1,"time":0}]}"#)
        == "session.json: events[0].x: expected a number, found a string")
    // NaN is not JSON: the parser stops at it, and the message says where.
    let nan = error(header + "\n" + #"{"type":"pointer","phase":"down","x":NaN,"y":1,"time":0}]}"#)
    #expect(nan.contains("line 2, column"), "\(nan)")
    #expect(
      error(header + #"{"type":"pointer","phase":"down","x":true,"y":1,"time":0}]}"#)
        == "session.json: events[0].x: expected a number, found true")
  }

  @Test func missingAndOutOfRangeFieldsAreNamed() {
    #expect(error(#"{"version":1}"#) == "session.json.scene: missing")
    #expect(error(#"{"version":2}"#).contains("version 2 is not supported"))
    #expect(
      error(#"{"version":1,"scene":"basics","width":0,"height":844,"events":[]}"#)
        == "session.json.width: must be 1…4096 points, not 0.0")
    #expect(
      error(header + #"{"type":"pointer","phase":"hover","x":1,"y":1,"time":0}]}"#)
        == "session.json: events[0].phase: 'hover' is not one of down, move, up, cancel")
    #expect(
      error(header + #"{"type":"key","key":"A","time":-1}]}"#).contains("must be 0…86400 seconds"))
    #expect(error("[]") == "session.json: expected an object")
  }
}
