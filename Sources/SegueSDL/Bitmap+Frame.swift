import CCairo
import Foundation

extension Bitmap {
  /// The frame's pixels as straight RGBA: cairo's premultiplied ARGB32 words, alpha divided
  /// out (rounded to nearest). A frame is opaque, where this is a plain reordering. Read
  /// once, straight into the bitmap's storage.
  @MainActor
  public init(frame: FrameRenderer) {
    let width = frame.width
    let height = frame.height
    let source = frame.pixels
    let stride = frame.stride
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      segue_unpremultiply_argb32(
        source.assumingMemoryBound(to: UInt8.self), stride, out.baseAddress, Int32(width),
        Int32(height))
      count = width * height * 4
    }
    self.init(width: width, height: height, pixels: pixels)
  }
}
