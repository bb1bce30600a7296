import Benchmark
import BenchmarkSupport
import Foundation
import Segue

/// A table view's lazy layout: one frame of scrolling (an offset change, then the layout
/// pass that recycles the row that left and configures the row that came in) through a
/// list of 100 rows and one of 100,000. The two must cost the same: only visible rows work.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = BenchmarkBudget.configuration(
    metrics: [.wallClock, .mallocCountTotal])

  for rows in [100, 100_000] {
    Benchmark.onMainActor("Scroll one frame through \(rows) table rows") { benchmark in
      let source = Rows(count: rows)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      table.dataSource = source
      table.layoutIfNeeded()
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        // 0…1,000 points down and back: rows come and go every few frames.
        table.contentOffset = CGPoint(x: 0, y: CGFloat(iteration % 100) * 10)
        table.layoutIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole(table)
    }
  }
}

@MainActor
private final class Rows: NSObject, UITableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}
