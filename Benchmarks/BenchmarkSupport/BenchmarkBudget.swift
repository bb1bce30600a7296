import Benchmark
import Foundation

/// How long each benchmark runs. `Scripts/benchmark --quick` (CI) sets `SEGUE_BENCHMARK_QUICK=1`:
/// every benchmark then runs a handful of iterations, enough to check that it still works and
/// that its allocation counts hold, not to time it.
public enum BenchmarkBudget {
  public static var isQuick: Bool {
    ProcessInfo.processInfo.environment["SEGUE_BENCHMARK_QUICK"] == "1"
  }

  /// The suite's default configuration: `metrics`, `scalingFactor` logical iterations per
  /// sample, and up to 3 s or 2,000 samples per benchmark (quick: 5 samples after 1 warm-up).
  public static func configuration(
    metrics: [BenchmarkMetric], scalingFactor: BenchmarkScalingFactor = .one
  ) -> Benchmark.Configuration {
    .init(
      metrics: metrics, warmupIterations: 1, scalingFactor: scalingFactor,
      maxDuration: isQuick ? .milliseconds(200) : .seconds(3),
      maxIterations: isQuick ? 5 : 2_000)
  }
}
