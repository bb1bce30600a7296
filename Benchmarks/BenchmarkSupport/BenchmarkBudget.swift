import Benchmark
import Foundation

/// How long each benchmark runs. `Scripts/benchmark --quick` (CI) sets `SEGUE_BENCHMARK_QUICK=1`:
/// every benchmark then runs a few samples, enough to check that it still works and that its
/// allocation counts hold, not to time it. The counts are checked at p90, and the malloc
/// counter sees the whole process, so 20 samples let a stray allocation by another thread
/// pass while a per-frame one (in every sample) fails.
public enum BenchmarkBudget {
  public static var isQuick: Bool {
    ProcessInfo.processInfo.environment["SEGUE_BENCHMARK_QUICK"] == "1"
  }

  /// The suite's default configuration: `metrics`, `scalingFactor` logical iterations per
  /// sample, and up to 3 s or 2,000 samples per benchmark (quick: 0.5 s or 20 samples).
  public static func configuration(
    metrics: [BenchmarkMetric], scalingFactor: BenchmarkScalingFactor = .one
  ) -> Benchmark.Configuration {
    .init(
      metrics: metrics, warmupIterations: 1, scalingFactor: scalingFactor,
      maxDuration: isQuick ? .milliseconds(500) : .seconds(3),
      maxIterations: isQuick ? 20 : 2_000)
  }
}
