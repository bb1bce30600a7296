import CCairo
import Foundation

extension Bitmap {
  /// The frame's pixels as straight RGBA: cairo's premultiplied ARGB32 words, alpha divided
  /// out (rounded to nearest). A frame is opaque, where this is a plain reordering. Read
  /// once, straight into the bitmap's storage.
  @MainActor
  public init(frame: FrameRenderer) {
    self.init(argb32: frame.pixels, stride: frame.stride, width: frame.width, height: frame.height)
  }

  /// Cairo ARGB32 pixels, `stride` bytes a row, as straight RGBA.
  init(argb32 source: UnsafeRawPointer, stride: Int, width: Int, height: Int) {
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      segue_unpremultiply_argb32(
        source.assumingMemoryBound(to: UInt8.self), stride, out.baseAddress, Int32(width),
        Int32(height))
      count = width * height * 4
    }
    self.init(width: width, height: height, pixels: pixels)
  }
}
