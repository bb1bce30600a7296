import Segue
import SeguePlaygroundCore

/// The playground over the built-in scenes (`Scenes.all`), as `segue` opens it: the number
/// keys switch between them, and recordings of any of them replay.
extension PlaygroundApp {
  public convenience init(
    scene: Scene, size: CGSize, scale: CGFloat, device: DeviceDescription? = nil,
    tuning: Tuning? = nil, appearance: UIUserInterfaceStyle = .light, reduceMotion: Bool = false
  ) {
    self.init(
      scene: scene, among: Scenes.all, size: size, scale: scale, device: device, tuning: tuning,
      appearance: appearance, reduceMotion: reduceMotion)
  }

  public convenience init(
    replaying recording: InputRecording, appearance: UIUserInterfaceStyle = .light,
    reduceMotion: Bool = false
  ) throws {
    try self.init(
      replaying: recording, among: Scenes.all, appearance: appearance, reduceMotion: reduceMotion)
  }

  public static func replayEnd(of recording: InputRecording) throws -> TimeInterval {
    try replayEnd(of: recording, among: Scenes.all)
  }
}
