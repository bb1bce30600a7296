import ArgumentParser
import Foundation
import Segue
import SegueDemos
import SeguePlayground
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

  @Flag(help: "Render the whole playground frame, the inspector beside the device area.")
  var inspector = false

  func validate() throws {
    guard (1...3).contains(scale) else {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
    }
    try OutputPath.validate(out, option: "--out", inputs: [device.config])
    let size = device.screenSize
    try MainActor.assumeIsolated {
      try WorkLimits().check(
        renderOf: inspector ? PlaygroundApp.frameSize(forDevice: size) : size,
        scale: CGFloat(scale), for: "the frame")
    }
  }

  func run() throws {
    let config = try device.loadConfig()
    try MainActor.assumeIsolated {
      let scene = device.selected(config)
      let size = device.screenSize
      do {
        let bitmap: Bitmap
        if inspector {
          let app = PlaygroundApp(
            scene: scene, size: size, scale: CGFloat(scale), device: device.preset,
            tuning: config?.tuning, appearance: device.appearance.style,
            reduceMotion: device.appearance.reduceMotion)
          let renderer = try HeadlessRenderer(size: app.frameSize, scale: CGFloat(scale))
          bitmap = try renderer.render { app.buildFrame(into: &$0) }
        } else {
          let window = scene.makeWindow(
            size: size, scale: CGFloat(scale), device: device.preset,
            tuning: LiveTuning(config?.tuning ?? scene.defaultTuning),
            appearance: device.appearance.style, reduceMotion: device.appearance.reduceMotion)
          bitmap = try HeadlessRenderer(size: size, scale: CGFloat(scale)).render(window)
        }
        try PNGFile.write(bitmap, to: URL(fileURLWithPath: out))
      } catch {
        throw RunFailure(description: "cannot render '\(scene.name)' to \(out): \(error)")
      }
    }
  }
}
