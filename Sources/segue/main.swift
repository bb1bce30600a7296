import ArgumentParser
import Foundation

// Parse errors exit with 2 (usage), not ArgumentParser's 64, so scripts can tell a bad
// command line from a failed run (1).
do {
  var command = try SegueCommand.parseAsRoot()
  // The window handles its own quitting (SDL turns Ctrl-C into a quit event).
  if !(command is PlaygroundCommand) { ExportInterruption.install() }
  try command.run()
} catch let code as ExitCode {
  // A command's own verdict, e.g. `compare` finding a difference: already reported.
  exit(code.rawValue)
} catch {
  let code = SegueCommand.exitCode(for: error)
  let message = SegueCommand.fullMessage(for: error)
  if code == .success {
    print(message)
    exit(0)
  }
  FileHandle.standardError.write(Data("\(message)\n".utf8))
  exit(error is RunFailure ? 1 : 2)
}
