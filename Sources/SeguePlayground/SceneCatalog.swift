import SeguePlaygroundCore

/// The scenes a command line picks from (`--scene`, a config's scene, the number keys):
/// `segue`'s built-in scenes, or those given to `Playground.run(scenes:)`, bound for the
/// duration of a run with no global to reset:
///
///     SceneCatalog.$scenes.withValue(myScenes) { PlaygroundCommand.main() }
public enum SceneCatalog {
  @TaskLocal public static var scenes: [Scene] = []
}
