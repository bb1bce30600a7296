import Benchmark
import BenchmarkSupport
import Foundation
import Segue

/// The Auto Layout solver's steady re-solve: 1,000 constraints (250 views in a row, 4
/// each), one `constant` changed, then `layoutIfNeeded()` solves and moves every view. The
/// target is under 1 ms and no allocation, which its threshold (`Benchmarks/Thresholds`)
/// holds it to.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = BenchmarkBudget.configuration(
    metrics: [.wallClock, .mallocCountTotal])

  Benchmark.onMainActor("Re-solve 1,000 constraints after one constant change") { benchmark in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100_000, height: 800))
    var previous: UIView?
    var first: NSLayoutConstraint?
    for index in 0..<250 {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let leading = view.leadingAnchor.constraint(
        equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 4)
      first = first ?? leading
      NSLayoutConstraint.activate([
        leading, view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index % 9)),
        view.widthAnchor.constraint(equalToConstant: 20),
        view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2),
      ])
      previous = view
    }
    root.layoutIfNeeded()
    // Warm up: both constants once, so every row has reached its steady capacity.
    for constant in [8.0, 4.0, 8.0, 4.0] {
      first?.constant = constant
      root.layoutIfNeeded()
    }
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      first?.constant = iteration % 2 == 0 ? 8 : 4
      root.layoutIfNeeded()
    }
    benchmark.stopMeasurement()
    blackHole(root)
  }
}
