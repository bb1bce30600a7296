import Benchmark

extension Benchmark {
  /// Registers a benchmark whose body runs on the main actor, where Segue's views live. The
  /// runner awaits each run, so the benchmark object is never used concurrently: that is what
  /// makes handing it over unchecked sound.
  @discardableResult
  public static func onMainActor(
    _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
    _ body: @escaping @MainActor (Benchmark) -> Void
  ) -> Benchmark? {
    Benchmark(name, configuration: configuration) { benchmark async in
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run { body(benchmark) }
    }
  }
}
