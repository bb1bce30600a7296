import Benchmark
import BenchmarkSupport
import Foundation
import Segue
import SegueSDL

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
  Benchmark.onMainActor("Segue headless: a faded page with subviews, 3x") {
    FadedGroup().run($0)
  }
  Benchmark.onMainActor("Segue headless: full-screen perspective flip, 390×844") {
    SceneFrames.shared("perspective flip") { PerspectiveFlip() }.run($0)
  }
  // The window's frame: drawn whole, or only where it changed (what the window does).
  for drag in [Drag.navigationPop, .seed004Dismiss] {
    for damaged in [false, true] {
      Benchmark.onMainActor(
        "Playground window 2x, \(drag.name) drag: \(damaged ? "changed part" : "whole frame")"
      ) {
        SceneFrames.shared("playground window \(drag.name) \(damaged)") {
          PlaygroundWindowFrames(drag, damaged: damaged)
        }.run($0)
      }
    }
  }
  for count in [1_000, 10_000] {
    Benchmark.onMainActor("Segue model: tick + build, \(count) animated views") {
      AnimatedViews(count: count).run($0)
    }
  }
  Benchmark.onMainActor("Segue headless: 1000 animated views drawn, 1x") {
    AnimatedViews(count: 1_000, drawn: true).run($0)
  }

  // PNG encoding: the fast libpng settings against SDL_image's encoder, bytes and time.
  let pngMetrics: [BenchmarkMetric] = [
    .wallClock, PNGEncoding.ratioMetric, PNGEncoding.bytesMetric, PNGEncoding.bytesRatioMetric,
  ]
  for filter in [PNGEncoder.Filter.up, .sub] {
    for level in 1...3 {
      Benchmark.onMainActor(
        "PNG encode seed004 1x, \(filter) level \(level)",
        configuration: BenchmarkBudget.configuration(metrics: pngMetrics)
      ) { benchmark in
        SceneFrames.shared("PNG \(filter) \(level)") {
          PNGEncoding(scale: 1, encoder: PNGEncoder(filter: filter, compressionLevel: level))
        }.measure(benchmark)
      }
    }
  }
  Benchmark.onMainActor(
    "PNG encode seed004 3x, up level 1",
    configuration: BenchmarkBudget.configuration(metrics: pngMetrics)
  ) { benchmark in
    SceneFrames.shared("PNG 3x") { PNGEncoding(scale: 3, encoder: PNGEncoder()) }
      .measure(benchmark)
  }

  // Each demo scene mid-transition: the model's part of a frame, and the whole headless
  // frame at scale 1 and 2 against the raw-SDL baseline of the same picture.
  for moment in SceneMoment.all {
    Benchmark.onMainActor(
      "\(moment.name) model",
      configuration: BenchmarkBudget.configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)
    ) { benchmark in
      let frames = SceneFrames.shared("\(moment.name) model") { SceneFrames(moment, scale: 1) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { frames.modelFrame() }
      benchmark.stopMeasurement()
    }
    // Scale 3 (an iPhone's real pixels) for the navigation frame and the blurred card.
    let scales =
      ["navigation push", "seed004-card present"].contains(moment.name) ? [1, 2, 3] : [1, 2]
    for scale in scales {
      Benchmark.onMainActor(
        "\(moment.name) headless \(scale)x",
        configuration: BenchmarkBudget.configuration(
          metrics: [
            .wallClock, .mallocCountTotal, HeadlessPair.rawMetric, HeadlessPair.ratioMetric,
            HeadlessPair.memsetMetric,
          ])
      ) { benchmark in
        SceneFrames.shared("\(moment.name) \(scale)x") {
          HeadlessPair(moment, scale: CGFloat(scale))
        }.measure(benchmark)
      }
    }
  }
}
