import Benchmark
import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import SegueTesting

/// One `assertTransition` as a screenshot test pays for it: the navigation push at the 5
/// standard progress points at 390×844, each frame rendered, read back and compared with its
/// reference PNG (decoded). Run it in the configuration tests build in:
/// `swift package benchmark --configuration debug --filter "assertTransition.*"`.
@MainActor
enum TransitionAssertion {
  /// The references live in a folder of their own, written once (before timing) from the
  /// same frames, so every assertion passes; `file:` must be a literal, hence the fixed path.
  static let folder = URL(fileURLWithPath: "/tmp/segue-benchmark-references/__Snapshots__/Run")

  static func prepare() {
    guard let scene = Scenes.named("navigation"), let push = scene.transition(named: "push"),
      let run = try? TransitionRun(push, of: scene, size: CGSize(width: 390, height: 844)),
      let renderer = try? HeadlessRenderer(size: CGSize(width: 390, height: 844)),
      (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
        != nil
    else { fatalError("cannot prepare the assertTransition references") }
    for progress in standardTransitionProgress {
      run.advance(to: progress * run.duration)
      let name = String(format: "run.push-p%03d.png", Int((progress * 100).rounded()))
      guard let frame = try? renderer.render(run.window),
        (try? PNGFile.write(frame, to: folder.appendingPathComponent(name))) != nil
      else { fatalError("cannot write \(name)") }
    }
  }

  static func run(_ benchmark: Benchmark) {
    guard let scene = Scenes.named("navigation"), let push = scene.transition(named: "push")
    else { fatalError("no navigation push") }
    for _ in benchmark.scaledIterations {
      do {
        try assertTransition(
          push, of: scene, file: "/tmp/segue-benchmark-references/Run.swift", testName: "run()")
      } catch {
        fatalError("assertTransition: \(error)")
      }
    }
  }
}
