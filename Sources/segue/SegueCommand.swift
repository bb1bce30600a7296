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

extension SegueCommand {
  /// Refuses a first argument that is neither an option nor a command's name: a mistyped
  /// command (`segue inti Cards`). ArgumentParser hands any argument that names no command
  /// to the default command, the playground, which takes options alone, so it would report
  /// "unexpected arguments" under the playground's usage instead.
  static func checkCommandName(_ arguments: [String]) throws {
    guard let first = arguments.first, !first.hasPrefix("-") else { return }
    var commands: [String] = []
    var names = ["help"]
    for command in configuration.subcommands {
      commands.append(command._commandName)
      names += [command._commandName] + command.configuration.aliases
    }
    guard !names.contains(first) else { return }
    var message = "unknown command '\(first)'"
    if let closest = closest(to: first, among: commands) {
      message += " (did you mean '\(closest)'?)"
    }
    let listed = commands.map { $0 == PlaygroundCommand._commandName ? "\($0) (the default)" : $0 }
    throw ValidationError(message + "; the commands: " + listed.joined(separator: ", "))
  }

  /// The command one edit from `name` (a letter added, removed or changed, or two neighbours
  /// swapped, as in "inti"); nil when none is that near (two edits already turn "deploy"
  /// into "replay").
  private static func closest(to name: String, among commands: [String]) -> String? {
    commands.first { editDistance(Array(name), Array($0)) <= 1 }
  }

  /// The optimal string alignment distance: Levenshtein's, with a swap of two adjacent
  /// letters counted as one edit.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(
          table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
