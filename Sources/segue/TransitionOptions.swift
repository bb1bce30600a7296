import ArgumentParser
import SegueDemos
import SeguePlayground

/// `--scene NAME --size WxH --transition NAME --scale N`: which of a scene's transitions to
/// show, on how large a device, at how many pixels per point.
struct TransitionOptions: ParsableArguments {
  @OptionGroup var device: DeviceOptions

  @Option(help: "One of the scene's transitions (`segue scenes` lists them); default: each.")
  var transition: String?

  @Option(help: "Pixels per point: 1, 2 or 3.")
  var scale: Int = 1

  func validate() throws {
    guard (1...3).contains(scale) else {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
    }
    let scene = device.selected(try device.loadConfig())
    guard !scene.transitions.isEmpty else {
      throw ValidationError(
        "scene '\(scene.name)' has no transitions; \(Self.scenesWithTransitions)")
    }
    if let transition, scene.transition(named: transition) == nil {
      throw ValidationError(
        "unknown transition '\(transition)' of scene '\(scene.name)'; its transitions: "
          + scene.transitions.map(\.name).joined(separator: ", "))
    }
  }

  /// The transitions named (one with `--transition`, else all of the scene's); `validate`
  /// has read the config.
  var selected: [SceneTransition] {
    let scene = device.selected(try? device.loadConfig())
    return transition.flatMap { scene.transition(named: $0) }.map { [$0] } ?? scene.transitions
  }

  /// The one transition an output that shows a single transition needs (`option` names it).
  func single(for option: String) throws -> SceneTransition {
    guard selected.count == 1 else {
      throw ValidationError(
        "\(option) shows one transition: add --transition "
          + selected.map(\.name).joined(separator: "|"))
    }
    return selected[0]
  }

  private static var scenesWithTransitions: String {
    "scenes with transitions: "
      + Scenes.all.filter { !$0.transitions.isEmpty }.map(\.name).joined(separator: ", ")
  }
}
