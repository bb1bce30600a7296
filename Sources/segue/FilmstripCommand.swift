import ArgumentParser
import Foundation
import Segue
import SegueDemos
import SeguePlayground
import SegueSDL

/// `segue filmstrip --scene S --transition T --out sheet.png`: one PNG of a transition at
/// evenly spaced progress points, each frame captioned with its progress and time.
struct FilmstripCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "filmstrip",
    abstract: "Render a transition at evenly spaced progress points into one contact sheet PNG.")

  @OptionGroup var options: TransitionOptions

  @OptionGroup var layout: FilmstripOptions

  @Option(help: "Where to write the PNG.")
  var out: String

  func validate() throws {
    _ = try options.single(for: "a filmstrip")
    try OutputPath.validate(out, option: "--out", inputs: [options.device.config])
    try MainActor.assumeIsolated {
      try WorkLimits().check(
        Filmstrip(
          title: "", frameSize: options.device.screenSize, scale: CGFloat(options.scale),
          columns: layout.columnCount), frames: layout.frameCount)
    }
  }

  func run() throws {
    let config = try options.device.loadConfig()
    let scene = options.device.selected(config)
    let transition = try options.single(for: "a filmstrip")
    try MainActor.assumeIsolated {
      do {
        let size = options.device.screenSize
        let scale = CGFloat(options.scale)
        let run = try TransitionRun(
          transition, of: scene, size: size, scale: scale, device: options.device.preset,
          tuning: config?.tuning, appearance: options.device.appearance.style,
          reduceMotion: options.device.appearance.reduceMotion)
        let renderer = try HeadlessRenderer(size: size, scale: scale)
        let points = try TransitionPoint.progress(
          TransitionPoint.evenlySpaced(layout.frameCount), duration: run.duration)
        let frames = try points.map { point in
          run.advance(to: point.offset)
          let caption = String(format: "p %.2f · %.3f s", point.progress, point.offset)
          return (bitmap: try renderer.render(run.window), caption: caption)
        }
        let title = "\(scene.name) · \(transition.name) · \(String(format: "%.2f", run.duration)) s"
        let sheet = try Filmstrip(
          title: title, frameSize: size, scale: scale, columns: layout.columnCount
        ).render(frames)
        try PNGFile.write(sheet, to: URL(fileURLWithPath: out))
      } catch {
        throw RunFailure(description: "cannot make the filmstrip \(out): \(error)")
      }
    }
    print("filmstrip \(out)")
  }
}
