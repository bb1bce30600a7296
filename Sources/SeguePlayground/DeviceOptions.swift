import ArgumentParser
import SegueDemos

/// `--scene NAME --size WxH --config FILE`: what to show, with which tuning and on how
/// large a device, shared by the commands that show a scene. The scene is checked against
/// the list and the config read and checked, so a typo is a usage error naming it.
struct DeviceOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The scene to show: \(Scenes.all.map(\.name).joined(separator: ", ")) (default: \(Scenes.defaultScene.name), or the config's)."
    ))
  var scene: String?

  @Option(help: "Device size in points, WIDTHxHEIGHT (each 1…4096).")
  var size: ScreenSize = .phone

  @Option(help: "A scene config (JSON, see Assets/Configs): the scene and its tuning.")
  var config: String?

  func validate() throws {
    if let scene, Scenes.named(scene) == nil {
      throw ValidationError(
        "unknown scene '\(scene)'; known scenes: \(Scenes.all.map(\.name).joined(separator: ", "))")
    }
    if let config = try loadConfig(), let scene, config.sceneName != scene {
      throw ValidationError(
        "--scene '\(scene)' differs from the scene of \(self.config ?? ""), '\(config.sceneName)'")
    }
  }

  /// The config, when `--config` names one; re-read and checked.
  func loadConfig() throws -> SceneConfig? {
    try config.map(ConfigFile.load)
  }

  /// The scene to show: `--scene`, else the config's, else the default.
  func selected(_ config: SceneConfig?) -> Scene {
    (scene ?? config?.sceneName).flatMap(Scenes.named) ?? Scenes.defaultScene
  }
}
