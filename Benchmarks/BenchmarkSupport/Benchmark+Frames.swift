import Benchmark
import Foundation
import Segue

extension Benchmark {
  /// Measures `frame` (one 60 Hz frame: the engine's tick, usually a display-list build)
  /// once per scaled iteration, after ten unmeasured frames that let every array reach its
  /// steady capacity, so a steady frame that allocates shows as a regression.
  @MainActor
  public func measureFrames(on engine: AnimationEngine, _ frame: () -> Void) {
    var host = engine.clock.hostTime
    for _ in 0..<10 {
      host += FrameClock.frameInterval
      engine.tick(to: host)
      frame()
    }
    startMeasurement()
    for _ in scaledIterations {
      host += FrameClock.frameInterval
      engine.tick(to: host)
      frame()
    }
    stopMeasurement()
  }
}
