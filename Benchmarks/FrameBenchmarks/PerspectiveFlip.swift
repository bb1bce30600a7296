import Benchmark
import BenchmarkSupport
import Foundation
import Segue
import SegueSDL

/// A full-screen page half way through a card flip: turned 40° about y under perspective,
/// over the page below, at 390×844 scale 1. The angle moves a little every frame, so each
/// frame projects anew. One fixture for every sample, warmed by a few frames, and only the
/// frames measured (making the window and the renderer is not a frame).
@MainActor
final class PerspectiveFlip {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private let page = UILabel(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private let renderer: HeadlessRenderer
  private var angle: CGFloat = .pi * 2 / 9

  init() {
    window.backgroundColor = .systemGray
    page.backgroundColor = .systemTeal
    page.text = "Front"
    page.textAlignment = .center
    page.layer.cornerRadius = 24
    page.layer.isDoubleSided = false
    window.addSubview(page)
    guard let renderer = try? HeadlessRenderer(size: window.bounds.size) else {
      fatalError("cannot create a renderer")
    }
    self.renderer = renderer
    for _ in 0..<3 { frame() }
  }

  func run(_ benchmark: Benchmark) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { frame() }
    benchmark.stopMeasurement()
  }

  private func frame() {
    angle = angle > .pi / 3 ? .pi / 6 : angle + 0.001
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    page.layer.transform = CATransform3DRotate(t, angle, 0, 1, 0)
    renderer.draw(window)
  }
}
