import ArgumentParser
import SegueDemos
import SeguePlayground

struct ScenesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenes", abstract: "List the scenes.")

  func run() {
    for (index, scene) in Scenes.all.enumerated() {
      let transitions = scene.transitions.map(\.name).joined(separator: ", ")
      print(
        "\(index + 1)  \(scene.name)  \(scene.summary)"
          + (transitions.isEmpty ? "" : "  (transitions: \(transitions))"))
    }
  }
}
