import ArgumentParser
import Segue
import Testing

@testable import SeguePlayground

/// `Playground.run(scenes:)` parses `segue`'s playground command over the user's scenes:
/// the scene option, its help and its checks read the catalog bound for the run.
@Suite struct SceneCatalogTests {
  private static let card = Scene("card") { UIViewController() }
  private static let list = Scene("list") { UIViewController() }

  @Test func theSceneOptionPicksAmongTheUsersScenes() throws {
    try SceneCatalog.$scenes.withValue([Self.card, Self.list]) {
      let first = try PlaygroundCommand.parse([]).device.selected(nil)
      let named = try PlaygroundCommand.parse(["--scene", "list"]).device.selected(nil)
      #expect(first.name == "card")
      #expect(named.name == "list")
      #expect(PlaygroundCommand.helpMessage().contains("The scene to show: card, list"))
      let message = PlaygroundCommand.message(for: Self.parseError(["--scene", "basics"]))
      #expect(message == "unknown scene 'basics'; known scenes: card, list")
    }
  }

  @Test func twoScenesWithOneNameAreAUsageError() throws {
    SceneCatalog.$scenes.withValue([Self.card, Self.list, Self.card]) {
      let error = Self.parseError([])
      #expect(PlaygroundCommand.exitCode(for: error) == .validationFailure)
      #expect(
        PlaygroundCommand.message(for: error)
          == "two scenes are named 'card'; give each scene its own name, the --scene option and "
          + "recordings pick scenes by name")
    }
  }

  @Test func noScenesIsAUsageError() {
    SceneCatalog.$scenes.withValue([]) {
      #expect(PlaygroundCommand.message(for: Self.parseError([])) == "there are no scenes to show")
    }
  }

  private static func parseError(_ arguments: [String]) -> Error {
    do {
      _ = try PlaygroundCommand.parse(arguments)
      return CancellationError()
    } catch {
      return error
    }
  }
}
