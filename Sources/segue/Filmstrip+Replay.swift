import Foundation
import Segue
import SegueDemos
import SeguePlayground
import SegueSDL

extension Filmstrip {
  /// A recording's replay at `count` evenly spaced times from its start to its last frame
  /// (when everything has settled after the last event), each captioned with its time.
  static func replay(
    _ recording: InputRecording, title: String, count: Int, columns: Int, scale: CGFloat
  ) throws -> Bitmap {
    let end = try PlaygroundApp.replayEnd(of: recording)
    let times = try TransitionPoint.evenlySpaced(count).map { $0 * end }
    let renderer = try HeadlessRenderer(size: recording.size, scale: scale)
    var frames: [(bitmap: Bitmap, caption: String)] = []
    try PlaygroundApp(replaying: recording).replay(recording, frames: .times(times)) {
      _, time, window in
      frames.append((try renderer.render(window), String(format: "t %.3f s", time)))
    }
    return try Filmstrip(title: title, frameSize: recording.size, scale: scale, columns: columns)
      .render(frames)
  }
}
