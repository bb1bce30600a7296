import Foundation
import Segue
import SegueDemos
import SeguePlayground
import SegueSDL

/// Renders a replay's frames to numbered PNGs in a folder and/or an animated GIF.
@MainActor
struct ReplayExport {
  let folder: URL?
  let gif: URL?
  let size: CGSize
  let scale: CGFloat
  let selection: ReplayFrames
  /// True renders the whole playground frame (device area and inspector); false the device
  /// area alone.
  let inspector: Bool

  /// GIF viewers slow down frames shorter than 2/100 s, so a full replay goes into the GIF
  /// at every other 60 Hz frame: 30 frames a second, still at real speed.
  private var gifStride: Int { selection == .all ? 2 : 1 }

  /// Returns how many frames the replay stepped through (each written to the folder, every
  /// other one drawn for a GIF alone).
  func run(_ app: PlaygroundApp, _ recording: InputRecording) throws -> Int {
    let size = inspector ? app.frameSize : size
    let renderer = try HeadlessRenderer(size: size, scale: scale)
    let writer = try gif.map {
      try GIFWriter(url: $0, width: Int(size.width * scale), height: Int(size.height * scale))
    }
    // A GIF frame's delay is known when the next frame's time is.
    var pending: (Bitmap, TimeInterval)?
    var count = 0
    try app.replay(recording, frames: selection) { index, time, window in
      count += 1
      let keptForGIF = writer != nil && index % gifStride == 0
      // A frame no output keeps is stepped through (the model runs every frame) but not drawn.
      guard folder != nil || keptForGIF else { return }
      let bitmap =
        try inspector ? renderer.render { app.buildFrame(into: &$0) } : renderer.render(window)
      if let folder {
        let name = String(format: "frame-%04d.png", index)
        try PNGFile.write(bitmap, to: folder.appendingPathComponent(name))
      }
      if let writer, keptForGIF {
        if let (previous, previousTime) = pending {
          try writer.add(previous, delay: time - previousTime)
        }
        pending = (bitmap, time)
      }
    }
    if let writer {
      // The last frame holds for a second before the loop starts again.
      if let (last, _) = pending { try writer.add(last, delay: 1) }
      try writer.finish()
    }
    return count
  }
}
