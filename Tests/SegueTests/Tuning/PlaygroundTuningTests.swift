import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import Testing

@MainActor
@Suite struct PlaygroundTuningTests {
  /// A scene that reads only the duration, and records the durations its controller saw.
  final class Seen { var durations: [TimeInterval] = [] }

  static func durationScene(_ seen: Seen) -> Scene {
    Scene(
      name: "duration-only", summary: "", defaultTuning: Tuning(duration: 0.5),
      tunedParameters: [.duration]
    ) { tuning in
      tuning.observe { seen.durations.append($0.duration) }
      return UIViewController()
    }
  }

  @Test func adjustChangesWhatTheSceneReadsAndResetRestoresTheDefaults() {
    let seen = Seen()
    let app = PlaygroundApp(
      scene: Self.durationScene(seen), size: CGSize(width: 200, height: 300), scale: 1)
    #expect(app.tuning.duration == 0.5)
    app.adjust(.duration, by: 0.25)
    #expect(app.tuning.duration == 0.75)
    #expect(app.selectedParameter == .duration)
    app.adjust(.edgeZone, by: 5)  // not read by the scene: unchanged, but selected
    #expect(app.tuning.edgeZone == 20)
    #expect(app.selectedParameter == .edgeZone)
    app.resetTuning()
    #expect(app.tuning == Tuning(duration: 0.5))
    #expect(seen.durations == [0.5, 0.75, 0.5])
  }

  @Test func aGivenTuningReplacesTheDefaults() {
    let seen = Seen()
    let app = PlaygroundApp(
      scene: Self.durationScene(seen), size: CGSize(width: 200, height: 300), scale: 1,
      tuning: Tuning(duration: 2))
    #expect(app.tuning.duration == 2)
    #expect(seen.durations == [2])
    app.select(.curve)
    #expect(app.selectedParameter == .curve)
  }
}
