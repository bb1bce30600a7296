import SegueDemos
import SeguePlayground

// The window handles its own quitting (SDL turns Ctrl-C into a quit event); exports remove
// their temporaries on a signal.
SceneCatalog.$scenes.withValue(Scenes.all) {
  SegueCommand.runAndExit(check: SegueCommand.checkCommandName) { command in
    if !(command is PlaygroundCommand || command is WatchCommand) { ExportInterruption.install() }
  }
}
