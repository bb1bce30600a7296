import Benchmark
import BenchmarkSupport
import Foundation
import Segue
import SegueSDL

/// Many views, each moving forever on its own animation: one frame is the engine's tick,
/// layout and the display list, and when `drawn` the list culled and drawn whole at scale 1
/// (issue 21's "1,000 animated views drawn").
@MainActor
struct AnimatedViews {
  let count: Int
  var drawn = false

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
    guard drawn else {
      benchmark.measureFrames(on: engine) { list.build(from: window) }
      return blackHole(list)
    }
    guard
      let frame = try? FrameRenderer(width: Int(deviceSize.width), height: Int(deviceSize.height))
    else { fatalError("cannot create a renderer") }
    benchmark.measureFrames(on: engine) {
      list.build(from: window)
      list.cull(to: window.bounds, scale: 1)
      frame.draw(list, scale: 1)
    }
  }
}
