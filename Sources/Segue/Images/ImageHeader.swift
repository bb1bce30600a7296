import Foundation

/// Reads an image file's pixel size from its header, without decoding it: PNG's IHDR chunk,
/// JPEG's start-of-frame marker.
package enum ImageHeader {
  package static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(2))
    if data.count >= 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      return (bigEndian(data, at: 16, count: 4), bigEndian(data, at: 20, count: 4))
    }
    if bytes == [0xFF, 0xD8] { return jpegSize(data) }
    return nil
  }

  /// Walks the JPEG's markers to the first start of frame (SOF0…SOF15 but DHT, JPG and DAC),
  /// which holds the height then the width.
  private static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
    var offset = data.startIndex + 2
    while offset + 9 < data.endIndex {
      guard data[offset] == 0xFF else { return nil }
      let marker = data[offset + 1]
      if marker == 0xFF {
        offset += 1
        continue
      }
      let length = bigEndian(data, at: offset + 2 - data.startIndex, count: 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        let base = offset + 5 - data.startIndex
        return (bigEndian(data, at: base + 2, count: 2), bigEndian(data, at: base, count: 2))
      }
      guard length >= 2 else { return nil }
      offset += 2 + length
    }
    return nil
  }

  private static func bigEndian(_ data: Data, at offset: Int, count: Int) -> Int {
    var value = 0
    for index in 0..<count {
      let position = data.startIndex + offset + index
      guard position < data.endIndex else { return 0 }
      value = value << 8 | Int(data[position])
    }
    return value
  }
}
