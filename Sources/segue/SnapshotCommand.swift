import ArgumentParser
import Foundation
import Segue
import SegueDemos
import SeguePlayground
import SegueSDL

/// `segue snapshot --scene S --transition T --progress 0,0.5,1 --out DIR`: a transition's
/// frames at chosen moments, and/or a GIF of it, byte-identical on every run.
struct SnapshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Render a scene's transitions headless at chosen moments to PNGs, or to a GIF.",
    discussion: """
      Progress p is the state p × the transition's duration after it starts (what a \
      percent-driven scrub to p shows); a spring may still move at p = 1: use --times to \
      look later. PNGs are named SCENE-TRANSITION-p050.png (progress 0.5) or \
      SCENE-TRANSITION-t0.100.png (0.1 s).
      """)

  @OptionGroup var options: TransitionOptions

  @Option(help: ArgumentHelp("Progress values 0…1.", valueName: "p1,p2,…"))
  var progress: String?

  @Option(help: ArgumentHelp("Seconds after the start, 0…10.", valueName: "t1,t2,…"))
  var times: String?

  @Option(help: "A new (or empty) folder for the PNGs; needs --progress or --times.")
  var out: String?

  @Option(help: "An animated GIF of one transition at real speed (50 frames a second).")
  var gif: String?

  func validate() throws {
    guard out != nil || gif != nil else {
      throw ValidationError("name --out DIR, --gif FILE, or both")
    }
    if let out {
      _ = try PointList.points(progress: progress, times: times, duration: 1)
      try OutputFolder.validate(out, option: "--out")
    } else if progress != nil || times != nil {
      throw ValidationError("--progress and --times choose PNGs: add --out DIR")
    }
    try WorkLimits().check(
      renderOf: options.device.screenSize, scale: CGFloat(options.scale), for: "each frame")
    if let gif {
      _ = try options.single(for: "--gif")
      try OutputPath.validate(gif, option: "--gif", inputs: [options.device.config])
    }
  }

  func run() throws {
    let config = try options.device.loadConfig()
    let scene = options.device.selected(config)
    let (pngs, frames) = try MainActor.assumeIsolated {
      let export = TransitionExport(
        scene: scene, tuning: config?.tuning, size: options.device.screenSize,
        scale: CGFloat(options.scale), device: options.device.preset,
        appearance: options.device.appearance.style,
        reduceMotion: options.device.appearance.reduceMotion)
      let work = { (folder: URL?) throws -> (Int, Int?) in
        let pngs = try folder.map { folder in
          try options.selected.reduce(0) {
            $0 + (try export.snapshots($1, progress: progress, times: times, into: folder))
          }
        }
        let frames = try gif.map {
          try export.gif(options.single(for: "--gif"), to: URL(fileURLWithPath: $0))
        }
        return (pngs ?? 0, frames)
      }
      do {
        guard let out else { return try work(nil) }
        return try OutputFolder.write(to: URL(fileURLWithPath: out, isDirectory: true), work)
      } catch let error as ValidationError {
        throw error
      } catch {
        throw RunFailure(description: "cannot snapshot '\(scene.name)': \(error)")
      }
    }
    print(
      [
        out.map { "\(pngs) PNG\(pngs == 1 ? "" : "s") in \($0)" },
        gif.map { "GIF \($0) (\(frames ?? 0) frames)" },
      ]
      .compactMap { $0 }.joined(separator: ", "))
  }
}
