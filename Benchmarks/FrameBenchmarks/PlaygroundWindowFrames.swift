import Benchmark
import BenchmarkSupport
import Foundation
import Segue
import SeguePlaygroundCore
import SegueSDL

/// The playground window's frame at scale 2 (the device area and the inspector: 690×844
/// points, 1380×1688 pixels) during a drag (the navigation back swipe, seed 004's card
/// dismissal): each frame the next 8 ms move of the drag, the whole frame's list built, then drawn whole, or only where it changed from
/// the frame before (`FrameDamage`, as the window draws it: the same pixels, as
/// `FrameDamageTests` checks over whole recorded drags). One fixture for every sample, warmed
/// by a few frames; the drag goes to and fro, so every frame moves.
@MainActor
final class PlaygroundWindowFrames {
  private let fixture: InputFixture
  private let frame: FrameRenderer
  /// Nil draws every frame whole.
  private let damage: FrameDamage?
  private var list = DisplayList()

  init(_ drag: Drag, damaged: Bool) {
    fixture = InputFixture(dragging: drag, scale: 2)
    let size = fixture.app.frameSize
    guard let frame = try? FrameRenderer(width: Int(size.width * 2), height: Int(size.height * 2))
    else { fatalError("cannot create a renderer") }
    self.frame = frame
    damage = damaged ? FrameDamage() : nil
    for _ in 0..<10 { next() }
  }

  func run(_ benchmark: Benchmark) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { next() }
    benchmark.stopMeasurement()
  }

  private func next() {
    fixture.dragFrame()
    fixture.app.buildFrame(into: &list)
    let bounds = CGRect(origin: .zero, size: fixture.app.frameSize)
    guard let damage else {
      list.cull(to: bounds, scale: 2)
      return frame.draw(list, scale: 2)
    }
    damage.draw(&list, into: frame, scale: 2, culledTo: bounds)
  }
}
