import Foundation

extension Bitmap {
  /// The frame's pixels as straight RGBA: cairo's premultiplied ARGB32 words, alpha divided
  /// out (rounded to nearest). A frame is opaque, where this is a plain reordering.
  @MainActor
  public init(frame: FrameRenderer) {
    let width = frame.width
    let height = frame.height
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let source = frame.pixels
    let stride = frame.stride
    pixels.withUnsafeMutableBufferPointer { out in
      guard let out = out.baseAddress else { return }
      for y in 0..<height {
        let line = (source + y * stride).assumingMemoryBound(to: UInt32.self)
        let row = out + y * width * 4
        for x in 0..<width {
          let word = line[x]
          let a = word >> 24
          var r = (word >> 16) & 0xFF
          var g = (word >> 8) & 0xFF
          var b = word & 0xFF
          if a != 255 && a != 0 {
            r = (r * 255 + a / 2) / a
            g = (g * 255 + a / 2) / a
            b = (b * 255 + a / 2) / a
          }
          row[x * 4] = UInt8(truncatingIfNeeded: min(r, 255))
          row[x * 4 + 1] = UInt8(truncatingIfNeeded: min(g, 255))
          row[x * 4 + 2] = UInt8(truncatingIfNeeded: min(b, 255))
          row[x * 4 + 3] = UInt8(truncatingIfNeeded: a)
        }
      }
    }
    self.init(width: width, height: height, pixels: pixels)
  }
}
