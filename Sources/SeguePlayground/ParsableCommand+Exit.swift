import ArgumentParser
import Foundation

extension ParsableCommand {
  /// Parses `arguments` (the process's by default), runs the command and exits: 0 after a
  /// run or a help text, 1 after a failed run (`RunFailure`), 2 for a bad command line (not
  /// ArgumentParser's 64, so scripts can tell a bad command line from a failed run); a
  /// command's own `ExitCode` (`compare` finding a difference) as it is, already reported.
  /// `check` sees the arguments before ArgumentParser does, for what it cannot tell (a
  /// mistyped command name); its error is reported as a bad command line.
  public static func runAndExit(
    _ arguments: [String]? = nil, check: ([String]) throws -> Void = { _ in },
    prepare: (any ParsableCommand) -> Void = { _ in }
  ) -> Never {
    do {
      try check(arguments ?? Array(CommandLine.arguments.dropFirst()))
      var command = try parseAsRoot(arguments)
      prepare(command)
      try command.run()
      Foundation.exit(0)
    } catch let code as ExitCode {
      Foundation.exit(code.rawValue)
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        print(message)
        Foundation.exit(0)
      }
      FileHandle.standardError.write(Data("\(message)\n".utf8))
      Foundation.exit(error is RunFailure ? 1 : 2)
    }
  }
}
