import ArgumentParser
import Foundation
import Segue
import SeguePlaygroundCore

/// `--scene NAME --device NAME --size WxH --config FILE --appearance light|dark`: what to
/// show, with which tuning, on which device and in which appearance, shared by the commands
/// that show a scene. The scene and device are
/// checked against `SceneCatalog.scenes` and the presets, and the config read and checked,
/// so a typo is a usage error naming it.
public struct DeviceOptions: ParsableArguments, Sendable {
  @Option(
    help: ArgumentHelp(
      "The scene to show: \(SceneCatalog.scenes.map(\.name).joined(separator: ", ")) (default: \(SceneCatalog.scenes.first?.name ?? ""), or the config's)."
    ))
  public var scene: String?

  @Option(
    help: ArgumentHelp(
      "A device whose safe area and corners the window has: \(Self.presetNames) (default: none, a plain screen)."
    ))
  public var device: String?

  @Option(
    help: ArgumentHelp(
      "Device size in points, WIDTHxHEIGHT (each 1…4096; default: the device's, else 390x844).",
      valueName: "size"))
  public var size: ScreenSize?

  @Option(
    help:
      "A scene config: a JSON file {\"scene\": NAME, \"tuning\": {…}} that starts the scene with that tuning (keys left out keep its defaults)."
  )
  public var config: String?

  @OptionGroup public var appearance: AppearanceOption

  public init() {}

  public func validate() throws {
    let scenes = SceneCatalog.scenes
    guard !scenes.isEmpty else { throw ValidationError("there are no scenes to show") }
    if let name = scenes.duplicateNames.first {
      throw ValidationError(
        "two scenes are named '\(name)'; give each scene its own name, the --scene option and "
          + "recordings pick scenes by name")
    }
    if let device, DeviceDescription.preset(named: device) == nil {
      throw ValidationError("unknown device '\(device)'; the devices: \(Self.presetNames)")
    }
    if let scene, SceneCatalog.scenes.named(scene) == nil {
      throw ValidationError(
        "unknown scene '\(scene)'; known scenes: \(SceneCatalog.scenes.map(\.name).joined(separator: ", "))"
      )
    }
    if let config = try loadConfig(), let scene, config.sceneName != scene {
      throw ValidationError(
        "--scene '\(scene)' differs from the scene of \(self.config ?? ""), '\(config.sceneName)'")
    }
  }

  /// The `--device` preset; nil without one (`validate` has checked the name).
  public var preset: DeviceDescription? { device.flatMap(DeviceDescription.preset(named:)) }

  /// The device area in points: `--size`, else the device's screen, else 390×844.
  public var screenSize: CGSize {
    size?.cgSize ?? preset?.screenSize ?? ScreenSize.phone.cgSize
  }

  private static var presetNames: String {
    DeviceDescription.presets.map(\.name).joined(separator: ", ")
  }

  /// The config, when `--config` names one; re-read and checked.
  public func loadConfig() throws -> SceneConfig? {
    try config.map(ConfigFile.load)
  }

  /// The scene to show: `--scene`, else the config's, else the first.
  public func selected(_ config: SceneConfig?) -> Scene {
    let scenes = SceneCatalog.scenes
    return (scene ?? config?.sceneName).flatMap(scenes.named) ?? scenes[0]
  }
}
