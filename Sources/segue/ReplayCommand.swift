import ArgumentParser
import Foundation
import Segue
import SegueDemos
import SeguePlayground
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

  @Option(
    help: "A scene config (JSON) whose tuning replaces the recording's; its scene must match.")
  var config: String?

  @Flag(help: "Render the whole playground frame, the inspector beside the device area.")
  var inspector = false

  @Option(help: "A contact sheet PNG of evenly spaced frames, from the start to the end.")
  var filmstrip: String?

  @OptionGroup var layout: FilmstripOptions

  @OptionGroup var appearance: AppearanceOption

  func validate() throws {
    try InputPath.validate(recording, what: "the recording")
    guard ReplayFrames(frames) != nil else {
      throw ValidationError("--frames '\(frames)' is not all, a frame number or a list of times")
    }
    if let scale, !(1...3).contains(scale) {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
    }
    guard out != nil || gif != nil || filmstrip != nil else {
      throw ValidationError("name --out DIR, --gif FILE, --filmstrip FILE, or several")
    }
    if let out { try OutputFolder.validate(out, option: "--out") }
    if let gif { try OutputPath.validate(gif, option: "--gif", inputs: [recording, config]) }
    _ = try config.map(ConfigFile.load)
    if let filmstrip {
      try OutputPath.validate(filmstrip, option: "--filmstrip", inputs: [recording, config])
    } else if layout.count != nil || layout.columns != nil {
      throw ValidationError("--count and --columns lay out a filmstrip: add --filmstrip FILE")
    }
  }

  func run() throws {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: recording))
    } catch {
      throw ValidationError(
        "cannot read the recording '\(recording)': \(error.localizedDescription)")
    }
    var session: InputRecording
    do {
      let read = try InputRecording.readingCutOff(jsonData: data, source: recording)
      session = read.recording
      if let warning = read.warning { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
    } catch let error as RecordingError {
      throw ValidationError(error.description)
    }
    let override = try config.map(ConfigFile.load)
    if let override, override.sceneName != session.scene {
      throw ValidationError(
        "\(config ?? ""): scene '\(override.sceneName)' differs from the recording's, '\(TerminalText.escaped(session.scene))'"
      )
    }
    // The config's tuning replaces the recording's, for every consumer of the session.
    if let override { session.tuning = override.tuning.json() }
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
    let limits = try WorkLimits()
    try limits.check(
      frames: Int(((selection.latestTime ?? end) * PlaygroundApp.replayFrameRate).rounded(.up)),
      for: "the replay of \(recording)")
    let count = try MainActor.assumeIsolated {
      let app: PlaygroundApp
      do {
        app = try PlaygroundApp(
          replaying: session, appearance: appearance.style,
          reduceMotion: appearance.reduceMotion)
      } catch let error as RecordingError {
        throw ValidationError("\(recording): \(error)")
      }
      let scale = CGFloat(self.scale.map(Double.init) ?? Double(session.scale))
      try limits.check(
        renderOf: inspector ? app.frameSize : session.size, scale: scale, for: "each frame")
      if filmstrip != nil {
        try limits.check(
          Filmstrip(title: "", frameSize: session.size, scale: scale, columns: layout.columnCount),
          frames: layout.frameCount)
      }
      let render = { (folder: URL?) throws -> Int in
        // Rendered before the other outputs and written after them: a failure while
        // rendering leaves no output.
        let sheet = try filmstrip.map { _ in
          try Filmstrip.replay(
            session,
            title: "\(URL(fileURLWithPath: recording).lastPathComponent) · \(session.scene)",
            count: layout.frameCount, columns: layout.columnCount, scale: scale)
        }
        let count =
          folder == nil && gif == nil
          ? 0
          : try ReplayExport(
            folder: folder, gif: gif.map { URL(fileURLWithPath: $0) }, size: session.size,
            scale: scale, selection: selection, inspector: inspector
          ).run(app, session)
        if let sheet, let filmstrip {
          try PNGFile.write(sheet, to: URL(fileURLWithPath: filmstrip))
        }
        return count
      }
      do {
        guard let out else { return try render(nil) }
        return try OutputFolder.write(to: URL(fileURLWithPath: out, isDirectory: true), render)
      } catch {
        throw RunFailure(description: "cannot replay \(recording): \(error)")
      }
    }
    var parts: [String] = []
    if out != nil || gif != nil {
      parts.append("\(count) frames" + (out.map { " in \($0)" } ?? ""))
    }
    if let gif { parts.append("GIF \(gif)") }
    if let filmstrip { parts.append("filmstrip \(filmstrip)") }
    print(parts.joined(separator: ", "))
  }
}
