import Benchmark
import BenchmarkSupport
import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore

/// What one mouse event costs on its way through the model: a press hit-tests and gathers the
/// recognizers of the view under it; each move goes to those recognizers through the arena,
/// the pan adds a velocity sample and calls its action, which updates the interactive
/// transition. No frame is drawn and the clock does not move: that is the frame benchmarks'
/// part. Steady drags must not allocate (`Benchmarks/Thresholds`).
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = BenchmarkBudget.configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)

  for drag in Drag.scenes + [.plainPan] {
    Benchmark.onMainActor("Input \(drag.name) move event") { benchmark in
      let fixture = InputFixture(dragging: drag)
      // Steady state: the first move after setting up starts a new entry in the playground's
      // transition trace (the settling frame recorded a layout call in between).
      for _ in 0..<10 { fixture.moveDrag() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { fixture.moveDrag() }
      benchmark.stopMeasurement()
    }
  }

  // The basics scene's blue card, under the rotated orange one: the card raises itself and
  // names itself in the status line.
  Benchmark.onMainActor("Input basics card click") { benchmark in
    let fixture = InputFixture(Scenes.named("basics")!)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { fixture.click(at: CGPoint(x: 250, y: 420)) }
    benchmark.stopMeasurement()
  }

  Benchmark.onMainActor("Input velocity query") { benchmark in
    let fixture = InputFixture(dragging: .plainPan)
    // More samples than the tracker keeps (20); 13 of them fall in its 100 ms horizon.
    for _ in 0..<30 { fixture.moveDrag() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(fixture.velocity()) }
    benchmark.stopMeasurement()
  }
}
