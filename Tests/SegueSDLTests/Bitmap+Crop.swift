import SegueSDL

extension Bitmap {
  /// The `width`×`height` pixels from (`x`, `y`): part of a window capture, such as its
  /// device area.
  func cropped(x: Int, y: Int, width: Int, height: Int) -> Bitmap {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for row in y..<(y + height) {
      let start = (row * self.width + x) * 4
      pixels.append(contentsOf: self.pixels[start..<(start + width * 4)])
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// The pixels of the `width`×`height` rectangle at the top left, or as much of it as the
  /// bitmap has: a window's device area, without anything drawn to its right.
  func topLeft(width: Int, height: Int) -> Bitmap {
    cropped(x: 0, y: 0, width: min(width, self.width), height: min(height, self.height))
  }
}
