import Foundation
import SegueDemos
import SeguePlaygroundCore
import Testing

@testable import Segue

/// Numbers a hand-edited recording may hold that once crashed the parser (a button of
/// 1e30 trapped converting to Int) or hung the replay (an event at 1e300 s).
@Suite struct RecordingLimitTests {
  private let header = #"{"version":1,"scene":"basics","width":390,"height":844,"events":["#

  private func error(_ text: String) -> String {
    do {
      _ = try InputRecording(jsonData: Data(text.utf8), source: "session.json")
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test func aHugeButtonIsRefused() {
    #expect(
      error(header + #"{"type":"pointer","phase":"down","x":1,"y":1,"time":0,"button":1e30}]}"#)
        == "session.json: events[0].button: must be 0…255, not 1e+30")
  }

  @Test func aHugeTimeIsRefused() {
    #expect(
      error(header + #"{"type":"key","key":"A","time":1e300}]}"#)
        == "session.json: events[0].time: must be 0…86400 seconds, not 1e+300")
  }

  @Test func aHugeVersionIsRefused() {
    #expect(
      error(#"{"version":1e300}"#) == "session.json: version 1e+300 is not supported (expected 1)")
  }

  /// The CLI refuses a selection past the replay's end; this is the time it compares.
  @Test func latestTimeOfASelection() {
    #expect(ReplayFrames("all")?.latestTime == nil)
    #expect(ReplayFrames("120")?.latestTime == 2)
    #expect(ReplayFrames("0.5,3,1")?.latestTime == 3)
  }
}
