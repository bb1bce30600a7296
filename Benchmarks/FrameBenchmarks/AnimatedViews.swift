import Benchmark
import BenchmarkSupport
import Foundation
import Segue

/// Many views, each moving forever on its own animation: one frame is the engine's tick,
/// layout and the display list (no pixels).
@MainActor
struct AnimatedViews {
  let count: Int

  func run(_ benchmark: Benchmark) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: deviceSize))
    let engine = window.animationEngine
    let views = (0..<count).map { index in
      let view = UIView(
        frame: CGRect(x: Double(index % 39) * 10, y: Double(index % 84) * 10, width: 8, height: 8))
      view.backgroundColor = .systemBlue
      window.addSubview(view)
      return view
    }
    engine.perform {
      for (index, view) in views.enumerated() {
        UIView.animate(
          withDuration: 1 + Double(index % 7) / 10, delay: 0, options: [.repeat, .autoreverse]
        ) {
          view.center.y += 100
          view.alpha = 0.5
        }
      }
    }
    var list = DisplayList()
    benchmark.measureFrames(on: engine) { list.build(from: window) }
    blackHole(list)
  }
}
