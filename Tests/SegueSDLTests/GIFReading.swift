import Foundation
import SegueSDL

/// Reads back the first frame of a GIF with SDL_image, an independent decoder.
enum GIFReading {
  static func firstFrame(_ data: Data) throws -> Bitmap {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).gif")
    defer { try? FileManager.default.removeItem(at: url) }
    try data.write(to: url)
    return try PNGFile.read(url)
  }
}
