import Benchmark
import Foundation
import Segue
import SegueSDL

/// A full-screen page faded to half, as a cross-fade or a dismissal fades it, with
/// subviews, so it composites as one group (`allowsGroupOpacity`), at scale 3: the group's
/// surface is the frame's size, 12 MB.
@MainActor
struct FadedGroup {
  func run(_ benchmark: Benchmark) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: deviceSize))
    window.backgroundColor = .systemTeal
    let page = UIView(frame: window.bounds)
    page.backgroundColor = .white
    for row in 0..<4 {
      let cell = UIView(
        frame: CGRect(x: 16, y: 100 + CGFloat(row) * 60, width: deviceSize.width - 32, height: 44))
      cell.backgroundColor = .systemOrange
      page.addSubview(cell)
    }
    page.alpha = 0.5
    window.addSubview(page)
    guard let renderer = try? HeadlessRenderer(size: deviceSize, scale: 3) else { return }
    renderer.draw(window)  // warm: the group's surface made
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { renderer.draw(window) }
    benchmark.stopMeasurement()
  }
}
