import Foundation

/// Your own scenes in the playground window, with everything the built-in ones have: the
/// inspector (I), the call log, tuning (arrows), time controls (Space, `,` `.`, S), the help
/// (H), screenshots (P, `--screenshots DIR`), recording (`--record FILE`) and configs
/// (`--config FILE`). The command line is `segue`'s playground command, parsed the same way:
///
///     // Sources/CardsPlayground/main.swift, as `segue init Cards` writes it
///     import Segue
///     import SeguePlayground
///     import Cards
///
///     Playground.run(scenes: [Scene("card") { HomeViewController() }])
///
/// then `swift run CardsPlayground --scene card --record drag.json`. The first scene opens
/// unless `--scene` names another; the number keys switch between them in order. Two scenes
/// with the same name, or none, are a usage error (exit 2) naming them; a scene whose
/// builder returns a controller already in a window shows the problem in its place.
public enum Playground {
  /// Opens the window and returns only by exiting the process: 0 when the window closes,
  /// 1 when it cannot open or the recording cannot be written, 2 for a bad command line;
  /// while recording, 128 + the signal after SIGHUP, SIGINT, SIGTERM or SIGQUIT (the
  /// recording closed). `arguments` default to the process's.
  @MainActor
  public static func run(scenes: [Scene], arguments: [String]? = nil) -> Never {
    let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
    SceneCatalog.$scenes.withValue(scenes) {
      PlaygroundCommand.$executableName.withValue(name.isEmpty ? "playground" : name) {
        PlaygroundCommand.runAndExit(arguments)
      }
    }
  }
}
