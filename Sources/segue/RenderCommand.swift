import ArgumentParser
import Foundation
import Segue
import SegueDemos
import SegueSDL

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render one frame of a scene to a PNG, with no display.")

  @OptionGroup var device: DeviceOptions

  @Option(help: "Pixels per point: 1, 2 or 3.")
  var scale: Int = 1

  @Option(help: "Where to write the PNG.")
  var out: String

  func validate() throws {
    guard (1...3).contains(scale) else {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
    }
    try OutputPath.validate(out, option: "--out")
  }

  func run() throws {
    let config = try device.loadConfig()
    try MainActor.assumeIsolated {
      let scene = device.selected(config)
      let window = scene.makeWindow(
        size: device.size.cgSize, scale: CGFloat(scale),
        tuning: LiveTuning(config?.tuning ?? scene.defaultTuning))
      do {
        let renderer = try HeadlessRenderer(size: device.size.cgSize, scale: CGFloat(scale))
        try PNGFile.write(try renderer.render(window), to: URL(fileURLWithPath: out))
      } catch {
        throw RunFailure(description: "cannot render '\(scene.name)' to \(out): \(error)")
      }
    }
  }
}
