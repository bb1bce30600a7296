import ArgumentParser
import SegueDemos

/// `--scene NAME --size WxH`: what to show and on how large a device, shared by the
/// commands that show a scene. The scene is checked against the list, so a typo is a usage
/// error naming it.
struct DeviceOptions: ParsableArguments {
  @Option(help: "The scene to show: \(Scenes.all.map(\.name).joined(separator: ", ")).")
  var scene: String = Scenes.defaultScene.name

  @Option(help: "Device size in points, WIDTHxHEIGHT (each 1…4096).")
  var size: ScreenSize = .phone

  func validate() throws {
    guard Scenes.named(scene) != nil else {
      throw ValidationError(
        "unknown scene '\(scene)'; known scenes: \(Scenes.all.map(\.name).joined(separator: ", "))")
    }
  }

  var selected: Scene { Scenes.named(scene) ?? Scenes.defaultScene }
}
