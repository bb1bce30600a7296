import ArgumentParser
import Foundation
import Segue
import SegueDemos
import SegueSDL

/// `segue replay session.json --out DIR`: the recorded session rendered headless, frame by
/// frame, byte-identical on every run.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Render a recorded session headless to numbered PNGs (frame-0000.png, …).")

  @Argument(help: "A recording made with `segue --record FILE`.")
  var recording: String

  @Option(help: "A folder for the frames as PNGs; it must not exist yet, or be empty.")
  var out: String?

  @Option(help: "An animated GIF of the frames, at the recording's speed (30 frames a second).")
  var gif: String?

  @Option(
    help: ArgumentHelp(
      "Which frames: all, a frame number (1/60 s apart), or times in seconds (0.5,1.25).",
      valueName: "all|N|t1,t2,…"))
  var frames: String = "all"

  @Option(help: "Pixels per point: 1, 2 or 3 (default: the recording's).")
  var scale: Int?

  func validate() throws {
    try InputPath.validate(recording, what: "the recording")
    guard ReplayFrames(frames) != nil else {
      throw ValidationError("--frames '\(frames)' is not all, a frame number or a list of times")
    }
    if let scale, !(1...3).contains(scale) {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
    }
    guard out != nil || gif != nil else {
      throw ValidationError("name --out DIR, --gif FILE, or both")
    }
    if let out { try OutputFolder.validate(out, option: "--out") }
    if let gif { try OutputPath.validate(gif, option: "--gif") }
  }

  func run() throws {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: recording))
    } catch {
      throw ValidationError(
        "cannot read the recording '\(recording)': \(error.localizedDescription)")
    }
    let session: InputRecording
    do {
      session = try InputRecording(jsonData: data, source: recording)
    } catch let error as RecordingError {
      throw ValidationError(error.description)
    }
    let selection = ReplayFrames(frames) ?? .all
    // A replay runs every frame up to the one asked for: a time past the end would never
    // finish (or take hours) to render a frame that no longer changes.
    let end = session.duration + PlaygroundApp.replaySettleLimit
    if let latest = selection.latestTime, latest > end {
      throw ValidationError(
        "--frames '\(frames)' asks for \(latest) s, past the end of \(recording): its last "
          + "event is at \(session.duration) s, and a replay runs "
          + "\(Int(PlaygroundApp.replaySettleLimit)) s longer at most")
    }
    let count = try MainActor.assumeIsolated {
      let app: PlaygroundApp
      do {
        app = try PlaygroundApp(replaying: session)
      } catch let error as RecordingError {
        throw ValidationError("\(recording): \(error)")
      }
      let scale = CGFloat(self.scale.map(Double.init) ?? Double(session.scale))
      let render = { (folder: URL?) throws -> Int in
        do {
          return try ReplayExport(
            folder: folder, gif: gif.map { URL(fileURLWithPath: $0) }, size: session.size,
            scale: scale, selection: selection
          ).run(app, session)
        } catch {
          throw RunFailure(description: "cannot replay \(recording): \(error)")
        }
      }
      guard let out else { return try render(nil) }
      return try OutputFolder.write(to: URL(fileURLWithPath: out, isDirectory: true), render)
    }
    print("\(count) frames" + (out.map { " in \($0)" } ?? "") + (gif.map { ", GIF \($0)" } ?? ""))
  }
}
