import ArgumentParser
import Foundation
import Segue
import SegueDemos
import SegueSDL

struct PlaygroundCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "Open the playground window (the default command). Escape quits.")

  @OptionGroup var device: DeviceOptions

  func run() throws {
    try MainActor.assumeIsolated {
      let host: WindowHost
      do {
        host = try WindowHost(title: "Segue — \(device.scene)", size: device.size.cgSize)
      } catch {
        throw RunFailure(description: "cannot open the playground window: \(error)")
      }
      let playground = Playground(scene: device.selected, size: host.size, scale: host.scale)
      host.run(playground)
    }
  }
}
