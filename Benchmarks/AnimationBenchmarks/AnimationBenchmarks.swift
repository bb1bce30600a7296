import Benchmark
import BenchmarkSupport
import Foundation
import Segue

/// One frame of 1,000 running animations: the engine's tick, without drawing. In steady
/// state (no animation starting or ending) it must not allocate: `mallocCountTotal` is
/// expected to be 0 per iteration.
let benchmarks: @Sendable () -> Void = {
  // 1,000 frames a sample. Steady state allocates nothing: any malloc is a regression, which
  // `Scripts/benchmark --quick` checks against `Benchmarks/Thresholds`. Only wall clock and
  // mallocs: the CPU-time metric reads /proc inside the measured region and allocates there
  // (16 mallocs a sample), which would read as the frames' own.
  Benchmark.defaultConfiguration = BenchmarkBudget.configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)

  Benchmark.onMainActor("Tick 1,000 curve animations") { tick($0, springs: false) }
  Benchmark.onMainActor("Tick 1,000 spring animations") { tick($0, springs: true) }
  Benchmark.onMainActor("Tick + build, 4,000 layer animations") { tickAndBuildLayers($0) }
  Benchmark.onMainActor("Tick + build, 200 layer transitions") { tickAndBuildTransitions($0) }
}

/// 1,000 views, each moving forever (repeat + autoreverse) on its own animation; the
/// measured region is one frame each iteration.
@MainActor
func tick(_ benchmark: Benchmark, springs: Bool) {
  let engine = AnimationEngine()
  let views = (0..<1000).map { UIView(frame: CGRect(x: Double($0), y: 0, width: 10, height: 10)) }
  engine.perform {
    for (index, view) in views.enumerated() {
      let options: UIView.AnimationOptions = [.repeat, .autoreverse, .curveEaseInOut]
      let animations = {
        view.center.y = 500
        view.alpha = 0.5
      }
      if springs {
        UIView.animate(
          withDuration: 1 + Double(index % 7) / 10, delay: 0, usingSpringWithDamping: 0.6,
          initialSpringVelocity: 0, options: options, animations: animations)
      } else {
        UIView.animate(
          withDuration: 1 + Double(index % 7) / 10, delay: 0, options: options,
          animations: animations)
      }
    }
  }
  var host = 0.0
  // Warm up: let every array reach its steady capacity.
  for _ in 0..<10 {
    host += FrameClock.frameInterval
    engine.tick(to: host)
  }
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    host += FrameClock.frameInterval
    engine.tick(to: host)
  }
  benchmark.stopMeasurement()
  blackHole(views)
}
