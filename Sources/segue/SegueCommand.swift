import ArgumentParser
import SeguePlayground

/// `segue`: the playground window, and headless tools for frames.
struct SegueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "segue",
    abstract: "A playground for UIKit view-controller transitions, in a window or headless.",
    subcommands: [
      PlaygroundCommand.self, RenderCommand.self, ReplayCommand.self, CompareCommand.self,
      ScenesCommand.self, SnapshotCommand.self, FilmstripCommand.self, PortCommand.self,
      InitCommand.self, WatchCommand.self, ReportCommand.self,
    ],
    defaultSubcommand: PlaygroundCommand.self
  )
}
