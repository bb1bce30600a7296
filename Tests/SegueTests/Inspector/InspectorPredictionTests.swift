import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import Testing

/// The inspector's "if released now" against what the release then does, for every flow
/// recorded in `Assets/Recordings` (real drags under Xvfb) and the reported left swipe:
/// read at each release (the reading at the moment the pointer lets go), compared with the
/// transition's completion (`completeTransition(true)` in its calls), not with the file's
/// name.
@MainActor
@Suite struct InspectorPredictionTests {
  /// One release of a drag: what the inspector said just before it, and how the
  /// transition it drove completed: false as well when none ran within a second of it (a
  /// sheet's drag starts its dismissal only when released, and a cancelled one starts
  /// none).
  struct Release: Equatable {
    var predicted: InspectorReading.Decision
    var finished: Bool?
    /// True once a transition was seen in flight after the release.
    var flew = false
    var frames = 0
  }

  nonisolated static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The flows: every recording whose name ends in -finished or -cancelled, and the
  /// reported left swipe in tab-swipe that the inspector read as Cancel while it finished.
  nonisolated static let flows: [URL] = {
    let folder = repository.appendingPathComponent("Assets/Recordings")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return
      names.filter { $0.hasSuffix("-finished.json") || $0.hasSuffix("-cancelled.json") }
      .sorted().map { folder.appendingPathComponent($0) }
      + [repository.appendingPathComponent("Tests/Assets/Recordings/tab-swipe-left-repro.json")]
  }()

  /// Scenes whose drags decide by hand, which the inspector says rather than guessing: seed
  /// 002 finishes at the end of any drag (Apple's listing).
  static let decidedByHand: Set<String> = ["seed002-diagonal"]

  @Test func theRecordedFlowsAreAllHere() {
    #expect(Self.flows.count >= 14)
  }

  @Test(arguments: flows)
  func thePredictionAtTheReleaseIsTheOutcome(_ url: URL) throws {
    let recording = try InputRecording(jsonData: try Data(contentsOf: url), source: url.path)
    let releases = try Self.releases(in: recording)
    #expect(!releases.isEmpty, "no drag released in \(url.lastPathComponent)")
    let name = url.deletingPathExtension().lastPathComponent
    for release in releases {
      if Self.decidedByHand.contains(recording.scene) {
        #expect(release.predicted == .decidedByYourCode, "\(name)")
        continue
      }
      let finished = try #require(release.finished as Bool?, "no transition completed in \(name)")
      #expect(release.predicted == (finished ? .finish : .cancel), "\(name)")
    }
    // The names say which way each flow went; the completion above is what proves it.
    if !Self.decidedByHand.contains(recording.scene), let last = releases.last {
      #expect(last.finished == !name.hasSuffix("-cancelled"), "\(name)")
    }
  }

  /// Tab-swipe's left swipe plots its velocity towards the next tab as positive (up), as
  /// its interaction measures the drag, and its thresholds come from the policy it applies.
  @Test func theLeftSwipeIsMeasuredTheWayItsInteractionMeasuresIt() throws {
    let url = Self.repository.appendingPathComponent(
      "Assets/Recordings/tab-swipe-next-finished.json")
    let recording = try InputRecording(jsonData: try Data(contentsOf: url), source: url.path)
    let app = try PlaygroundApp(replaying: recording)
    var reading: InspectorReading?
    app.replay(recording, frames: .times([1.2])) { _, _, _ in reading = app.inspectorReading }
    let drag = try #require(reading?.drag)
    #expect(drag.translation.x < 0, "dragged left")
    #expect(drag.release.progress > 0.4)
    #expect(reading?.velocities.velocity(age: 0).map { $0 > 0 } == true)
    #expect(reading?.policy == .projected(deceleration: 0.998, threshold: 0.5))
    #expect(reading?.thresholds.progress == 0.5)
  }

  /// Seed 002's drag ends by removing its pan from the container: the inspector then shows
  /// no drag in progress, not the decision it had before.
  @Test func seed002ForgetsItsDragOnceDismissed() throws {
    let url = Self.repository.appendingPathComponent(
      "Assets/Recordings/seed002-dismiss-finished.json")
    let recording = try InputRecording(jsonData: try Data(contentsOf: url), source: url.path)
    let app = try PlaygroundApp(replaying: recording)
    app.replay(recording, frames: .times([recording.duration + 1])) { _, _, window in
      #expect(window.rootViewController?.presentedViewController == nil)
    }
    #expect(app.inspectorReading.decision == nil)
    #expect(app.inspectorReading.drag?.isActive == false)
  }

  /// Replays `recording` at 60 frames a second; at each pointer release while a drag is in
  /// progress, reads the inspector's decision at the release's time, then follows the
  /// transition the drag drove to its completion.
  static func releases(in recording: InputRecording) throws -> [Release] {
    let app = try PlaygroundApp(replaying: recording)
    var releases: [Release] = []
    var next = 0
    var frame = 0
    while Double(frame) / 60 <= recording.duration + 3 {
      let time = Double(frame) / 60
      while next < recording.events.count, recording.events[next].time <= time {
        switch recording.events[next] {
        case .pointer(let input):
          if input.phase == .up {
            _ = app.advance(to: input.timestamp)
            if let decision = app.inspectorReading.decision {
              releases.append(Release(predicted: decision, finished: nil))
              // An interactive transition already in flight is the one the drag drives.
              releases[releases.count - 1].flew = app.window.transitionTrace?.inFlight != nil
            }
          }
          app.handle(input)
        case .key(let key): app.handle(key)
        case .resize(let size, let at): app.resize(to: size, scale: recording.scale, at: at)
        }
        next += 1
      }
      _ = app.advance(to: time)
      // The transition runs from the drag (or its release) to its completion; its calls
      // stay until the next one begins.
      if let last = releases.indices.last, releases[last].finished == nil,
        let trace = app.window.transitionTrace
      {
        releases[last].frames += 1
        if trace.inFlight != nil {
          releases[last].flew = true
        } else if releases[last].flew {
          let calls = trace.calls.map(\.name)
          releases[last].finished =
            calls.contains("completeTransition(true)")
            ? true : calls.contains("completeTransition(false)") ? false : nil
        } else if releases[last].frames > 60 {
          releases[last].finished = false
        }
      }
      frame += 1
    }
    return releases
  }
}
