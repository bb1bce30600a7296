import Foundation
import Segue
import SegueDemos
import SeguePlayground
import SegueSDL

/// A scene's transition rendered headless: PNGs at chosen moments, or an animated GIF of
/// the whole of it. Each output starts from a fresh window, so the same command gives the
/// same bytes on every run.
@MainActor
struct TransitionExport {
  let scene: Scene
  /// A config's tuning; nil: the scene's defaults.
  let tuning: Tuning?
  let size: CGSize
  let scale: CGFloat
  /// The `--device` preset; nil: a plain screen.
  let device: DeviceDescription?
  /// The `--appearance`.
  let appearance: UIUserInterfaceStyle
  /// The `--reduce-motion`.
  let reduceMotion: Bool

  /// GIF delays are whole hundredths of a second and viewers stretch 1/100 s to 1/10 s, so
  /// the fastest real-speed GIF holds every frame 2/100 s: 50 frames a second.
  static let gifFrameRate = 50.0

  /// Writes `SCENE-TRANSITION-p050.png` (or `-t0.100.png`) into `folder` for each moment;
  /// returns how many.
  func snapshots(
    _ transition: SceneTransition, progress: String?, times: String?, into folder: URL
  ) throws -> Int {
    let run = try TransitionRun(
      transition, of: scene, size: size, scale: scale, device: device, tuning: tuning,
      appearance: appearance, reduceMotion: reduceMotion)
    let renderer = try HeadlessRenderer(size: size, scale: scale)
    let points = try PointList.points(progress: progress, times: times, duration: run.duration)
    for point in points {
      run.advance(to: point.offset)
      // The folder is flushed once, whole (`OutputFolder`).
      try PNGFile.write(
        try renderer.render(run.window),
        to: folder.appendingPathComponent("\(scene.name)-\(transition.name)-\(point.name).png"),
        durable: false)
    }
    return points.count
  }

  /// How long the picture must stay unchanged after the transition completed to count as
  /// settled, when something (a spring, the transition's watchdog) still animates.
  static let stillTime: TimeInterval = 0.5

  /// The transition at real speed from its first frame until it has completed and nothing
  /// moves (a spring may settle after the duration), the last frame held for a second.
  /// Identical frames in a row become one longer frame. Returns the number of GIF frames.
  func gif(_ transition: SceneTransition, to url: URL) throws -> Int {
    let run = try TransitionRun(
      transition, of: scene, size: size, scale: scale, device: device, tuning: tuning,
      appearance: appearance, reduceMotion: reduceMotion)
    let renderer = try HeadlessRenderer(size: size, scale: scale)
    let writer = try GIFWriter(
      url: url, width: Int((size.width * scale).rounded()),
      height: Int((size.height * scale).rounded()))
    // A frame is written when the next different one comes, with the time it stayed.
    var pending = try renderer.render(run.window)
    var shown: TimeInterval = 0
    var written = 0
    for index in 1... {
      let offset = Double(index) / Self.gifFrameRate
      run.advance(to: offset)
      let frame = try renderer.render(run.window)
      shown += 1 / Self.gifFrameRate
      if frame != pending {
        try writer.add(pending, delay: shown)
        written += 1
        (pending, shown) = (frame, 0)
      }
      let settled =
        offset > run.duration && !run.isTransitioning
        && (!run.window.animationEngine.isAnimating || shown >= Self.stillTime)
      if settled || offset >= TransitionPoint.latestTime { break }
    }
    try writer.add(pending, delay: 1)
    try writer.finish()
    return written + 1
  }
}
