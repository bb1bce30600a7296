import ArgumentParser
import Foundation
import Segue
import SegueDemos
import SegueSDL

struct PlaygroundCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "Open the playground window (the default command). Escape quits.")

  @OptionGroup var scene: SceneOption

  @Option(help: "Device size in points, WIDTHxHEIGHT (each 1…4096).")
  var size: ScreenSize = .phone

  func run() throws {
    try MainActor.assumeIsolated {
      let host: WindowHost
      do {
        host = try WindowHost(title: "Segue — \(scene.scene)", size: size.cgSize)
      } catch {
        throw RunFailure(description: "cannot open the playground window: \(error)")
      }
      let playground = Playground(scene: scene.selected, size: host.size, scale: host.scale)
      host.run(playground)
    }
  }
}
