import ArgumentParser
import Foundation
import Segue
import SeguePlaygroundCore
import SegueSDL

/// The playground window over `SceneCatalog.scenes`: `segue` and `Playground.run(scenes:)`
/// parse the same flags.
public struct PlaygroundCommand: ParsableCommand, Sendable {
  /// The name the process was run by, while it is the whole command line (a package's own
  /// playground, `Playground.run`); nil while it is `segue`'s subcommand. ArgumentParser
  /// names a command by its configuration alone, so `CardsPlayground --help` would say
  /// `USAGE: playground`, a command the user has not got.
  @TaskLocal static var executableName: String?

  public static var configuration: CommandConfiguration {
    guard let executableName else {
      return CommandConfiguration(
        commandName: "playground",
        abstract: "Open the playground window (the default command). Escape quits.")
    }
    return CommandConfiguration(
      commandName: executableName,
      abstract: "Open the playground window with this program's scenes. Escape quits.")
  }

  @OptionGroup var device: DeviceOptions

  @Option(help: "Record every input event to this JSON file, for `segue replay`.")
  var record: String?

  @Option(help: "Folder for the screenshots the P key writes (default: the current folder).")
  var screenshots: String?

  @Option(
    name: .customLong("window-scale"),
    help: ArgumentHelp(
      "Pixels per point the window draws at: 1, 2 or 3, in a window that many times the size in pixels (default: the display's own; always 1 on X11).",
      valueName: "n"))
  var windowScale: Int?

  @OptionGroup var session: WatchedSession

  public init() {}

  public func validate() throws {
    if let windowScale, !(1...3).contains(windowScale) {
      throw ValidationError("--window-scale must be 1, 2 or 3, not \(windowScale)")
    }
    if let record {
      try OutputPath.validate(record, option: "--record", inputs: [device.config])
      // A recording keeps the device area's size, not a device; its replay would lose the
      // safe area the session was recorded with.
      if let name = device.device {
        throw ValidationError("--record keeps no device: record without --device \(name)")
      }
    }
    if let screenshots { try OutputPath.validateFolder(screenshots, option: "--screenshots") }
    try session.validate(record: record)
  }

  public func run() throws {
    let config = try device.loadConfig()
    try MainActor.assumeIsolated {
      let resumed = try session.resume.map {
        try SessionResume(
          path: $0, appearance: device.appearance.style,
          reduceMotion: device.appearance.reduceMotion)
      }
      let scene = resumed?.app.scene ?? device.selected(config)
      let host: WindowHost
      do {
        host = try WindowHost(
          title: SceneTitle.title(of: scene),
          size: resumed?.app.frameSize ?? PlaygroundApp.frameSize(forDevice: device.screenSize),
          scale: windowScale.map { CGFloat($0) })
      } catch {
        throw RunFailure(description: "cannot open the playground window: \(error)")
      }
      let app =
        resumed?.app
        ?? PlaygroundApp(
          scene: scene, among: SceneCatalog.scenes, size: device.screenSize, scale: host.scale,
          device: device.preset, tuning: config?.tuning, appearance: device.appearance.style,
          reduceMotion: device.appearance.reduceMotion)
      let start = resumed?.start ?? 0
      if resumed == nil { app.resizeFrame(to: host.size, scale: host.scale, at: 0) }
      let folder = URL(fileURLWithPath: screenshots ?? ".").standardizedFileURL
      guard let record else {
        return host.run(
          SceneTitle(ScreenshotKey(app, host: host, folder: folder), app: app, host: host))
      }
      // The tuning it starts with; the keys that change it are recorded events.
      let header =
        resumed?.header
        ?? InputRecording(
          scene: scene.name, size: app.window.bounds.size, scale: host.scale,
          tuning: app.tuning.json())
      let url = URL(fileURLWithPath: record)
      let file: RecordingFile
      do {
        file = try RecordingFile(url: url, header: header)
      } catch {
        throw RunFailure(description: "cannot write the recording to \(record): \(error)")
      }
      for event in resumed?.recording.events ?? [] { file.append(event) }
      // Closing the terminal, Ctrl-C, kill or Ctrl-\ end the session with the recording
      // closed (installed after the window opens, over SDL's own SIGINT and SIGTERM
      // handlers, which would only ask the loop to quit).
      SignalExit.install([SIGHUP, SIGINT, SIGTERM, SIGQUIT]) {
        try? file.finish()
        AtomicFile.Temporary.removeAll()
      }
      let recorder = SessionRecorder(app: app, file: file)
      // A window manager may have opened the window at another size than the resumed one.
      if resumed != nil, host.size != app.frameSize {
        recorder.handle(.resized(host.size, scale: host.scale, time: start))
      }
      var delegate: WindowHostDelegate = SceneTitle(
        ScreenshotKey(recorder, host: host, folder: folder), app: app, host: host)
      if session.watched {
        do {
          try SessionClock.write(zero: SessionClock.now() - start, beside: url)
        } catch {
          throw RunFailure(description: "cannot write the session clock: \(error)")
        }
        let reports = BuildReportInput()
        reports.start()
        delegate = BuildErrorOverlay(delegate, input: reports, host: host)
      }
      host.run(delegate, from: start)
      do {
        try file.finish()
      } catch {
        throw RunFailure(description: "cannot write the recording to \(record): \(error)")
      }
    }
  }
}
