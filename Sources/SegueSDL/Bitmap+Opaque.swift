import Foundation

extension Bitmap {
  /// Every pixel's alpha is 255.
  var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { pixels in
      var i = 3
      while i < pixels.count {
        if pixels[i] != 255 { return false }
        i += 4
      }
      return true
    }
  }
}
