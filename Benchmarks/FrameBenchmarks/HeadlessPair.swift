import Benchmark
import Foundation
import Segue
import SegueSDL

/// One scene moment drawn both ways at one scale: Segue's headless frame (the frame's tick,
/// layout, display list, culling, rendering) and the raw-SDL baseline of the same picture.
@MainActor
final class HeadlessPair {
  nonisolated static let rawMetric = BenchmarkMetric.custom("raw SDL frame (ns)")
  nonisolated static let ratioMetric = BenchmarkMetric.custom("Segue / raw SDL (%)")
  /// The frame against the floor of any frame: writing each of its bytes once.
  nonisolated static let memsetMetric = BenchmarkMetric.custom("Segue / memset of the frame (×)")

  private let frames: SceneFrames
  private let renderer: HeadlessRenderer
  private let raw: RawDisplayList
  /// A frame-sized buffer, for the memset baseline.
  private var buffer: [UInt8]

  init(_ moment: SceneMoment, scale: CGFloat) {
    frames = SceneFrames(moment, scale: scale)
    guard let renderer = try? HeadlessRenderer(size: frames.window.bounds.size, scale: scale),
      let raw = RawDisplayList(frames.fullList, size: frames.window.bounds.size, scale: scale)
    else { fatalError("\(moment.name): cannot create a software renderer") }
    self.renderer = renderer
    self.raw = raw
    buffer = [UInt8](
      repeating: 0,
      count: Int(frames.window.bounds.width * scale) * Int(frames.window.bounds.height * scale) * 4)
    // Warm: text and corner textures rasterised, buffers grown.
    for _ in 0..<3 {
      frames.advance()
      renderer.draw(frames.window)
      raw.draw()
    }
    if let folder = ProcessInfo.processInfo.environment["SEGUE_BENCHMARK_PICTURES"] {
      save(moment, scale: scale, to: URL(fileURLWithPath: folder, isDirectory: true))
    }
  }

  /// Both pictures as PNGs, `NAME Nx segue.png` and `NAME Nx raw.png`, to check by eye that
  /// the baseline draws the same layers.
  private func save(_ moment: SceneMoment, scale: CGFloat, to folder: URL) {
    let name = "\(moment.name) \(Int(scale))x"
    raw.savePNG(to: folder.appendingPathComponent("\(name) raw.png"))
    guard let bitmap = try? renderer.render(frames.window) else { return }
    try? PNGFile.write(bitmap, to: folder.appendingPathComponent("\(name) segue.png"))
  }

  /// One sample: a raw-SDL frame, then the Segue frame inside the benchmark's measurement,
  /// back to back so both meet the same machine; the raw frame's time and the ratio go to
  /// the custom metrics.
  func measure(_ benchmark: Benchmark) {
    let rawStart = DispatchTime.now().uptimeNanoseconds
    raw.draw()
    let rawTime = DispatchTime.now().uptimeNanoseconds - rawStart
    let memsetStart = DispatchTime.now().uptimeNanoseconds
    buffer.withUnsafeMutableBytes { _ = memset($0.baseAddress!, Int32(rawTime & 0xFF), $0.count) }
    let memsetTime = DispatchTime.now().uptimeNanoseconds - memsetStart
    benchmark.startMeasurement()
    let segueStart = DispatchTime.now().uptimeNanoseconds
    frames.advance()
    renderer.draw(frames.window)
    let segueTime = DispatchTime.now().uptimeNanoseconds - segueStart
    benchmark.stopMeasurement()
    benchmark.measurement(Self.rawMetric, Int(rawTime))
    benchmark.measurement(Self.ratioMetric, Int(segueTime * 100 / max(rawTime, 1)))
    benchmark.measurement(Self.memsetMetric, Int(segueTime / max(memsetTime, 1)))
  }
}
