import Benchmark
import BenchmarkSupport
import Foundation
import Segue

/// Where a frame's time goes, against what SDL itself costs. The layers are the issue's
/// reference picture: three sliding full-screen layers and a dimming overlay at 390×844.
/// "Raw SDL" draws those quads straight through SDL's software renderer with no Segue code;
/// "Segue" builds the same picture as views, flattens, culls and renders it. Compare the two
/// in the same run: Segue ÷ raw SDL is the figure that matters, not the milliseconds.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = BenchmarkBudget.configuration(
    metrics: [.wallClock, .mallocCountTotal])

  Benchmark("Raw SDL: three sliding layers + dimming") { benchmark in
    RawLayers(progress: 0.5).run(benchmark)
  }
  Benchmark.onMainActor("Segue headless: three sliding layers + dimming") {
    SegueLayers(progress: 0.5).runHeadless($0)
  }
  Benchmark.onMainActor("Segue model: build + cull, three layers") {
    SegueLayers(progress: 0.5).runModel($0)
  }
  for count in [1_000, 10_000] {
    Benchmark.onMainActor("Segue model: tick + build, \(count) animated views") {
      AnimatedViews(count: count).run($0)
    }
  }
}
