import ArgumentParser
import SegueDemos

/// `--scene NAME`, checked against the scene list so a typo is a usage error naming it.
struct SceneOption: ParsableArguments {
  @Option(
    name: .long, help: "The scene to show: \(Scenes.all.map(\.name).joined(separator: ", ")).")
  var scene: String = Scenes.defaultScene.name

  func validate() throws {
    guard Scenes.named(scene) != nil else {
      throw ValidationError(
        "unknown scene '\(scene)'; known scenes: \(Scenes.all.map(\.name).joined(separator: ", "))")
    }
  }

  var selected: Scene { Scenes.named(scene) ?? Scenes.defaultScene }
}
