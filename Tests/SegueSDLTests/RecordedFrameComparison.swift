import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL

/// A recorded session replayed in the playground, each frame drawn two ways into two
/// renderers and compared pixel for pixel: the scaffolding of the tests that check a way of
/// drawing less (damage, culling, a cut blur) against drawing everything.
@MainActor
struct RecordedFrameComparison {
  let app: PlaygroundApp
  private let recording: InputRecording
  /// The playground's frame in points (device area and inspector).
  let size: CGSize
  /// The two renderers, the frame's size at the scale.
  let first: FrameRenderer
  let second: FrameRenderer
  /// The frames whose pixels differed, and where the first one did.
  private(set) var mismatches: [Int] = []
  private(set) var firstMismatch = ""
  private(set) var frames = 0

  init(_ name: String, scale: CGFloat) throws {
    recording = try InputRecording.asset(name)
    app = try PlaygroundApp(replaying: recording, among: Scenes.all)
    size = app.frameSize
    let (width, height) = (Int(size.width * scale), Int(size.height * scale))
    first = try FrameRenderer(width: width, height: height)
    second = try FrameRenderer(width: width, height: height)
  }

  /// Replays the recording: `draw` gets each frame's index and its full list, draws into
  /// both renderers and returns what to report with a mismatch; the two frames are then
  /// compared.
  mutating func run(_ draw: (_ index: Int, _ list: inout DisplayList) -> String) {
    var list = DisplayList()
    var mismatches: [Int] = []
    var firstMismatch = ""
    var frames = 0
    let (app, first, second) = (app, first, second)
    app.replay(recording, frames: .all) { index, _, _ in
      app.buildFrame(into: &list)
      let context = draw(index, &list)
      frames += 1
      guard let box = first.difference(from: second) else { return }
      if mismatches.isEmpty {
        firstMismatch =
          "frame \(index): pixels \(box) differ\(context.isEmpty ? "" : "; ")\(context)"
      }
      mismatches.append(index)
    }
    (self.mismatches, self.firstMismatch, self.frames) = (mismatches, firstMismatch, frames)
  }

  /// How many frames differed, and the first.
  var report: String { "\(mismatches.count) of \(frames) frames differ, first \(firstMismatch)" }
}
