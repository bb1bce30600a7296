import ArgumentParser
import Foundation

/// The flags `segue watch` gives each build of the playground it runs (hidden from the help:
/// they are its protocol, not a user's). `--watched` reads build reports on standard input
/// (`BuildReportInput`), closes the window when that input ends, and writes the session
/// clock beside `--record`'s file (`SessionClock`). `--resume FILE` replays the session the
/// previous build recorded there, fast, without drawing, up to the moment it has reached
/// now, and goes on live from it in the same scene.
struct WatchedSession: ParsableArguments, Sendable {
  @Flag(help: .hidden)
  var watched = false

  @Option(help: .hidden)
  var resume: String?

  func validate(record: String?) throws {
    guard watched else {
      if resume != nil { throw ValidationError("--resume is for segue watch (with --watched)") }
      return
    }
    guard record != nil else { throw ValidationError("--watched needs --record FILE") }
    if let resume {
      try InputPath.validate(resume, what: "the session to resume")
      try InputPath.validate(
        SessionClock.url(beside: URL(fileURLWithPath: resume)).path,
        what: "the session's clock")
    }
  }
}
