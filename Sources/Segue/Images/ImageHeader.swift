import Foundation

/// Reads an image file's pixel size from its header, without decoding it (PNG's IHDR chunk,
/// JPEG's start-of-frame marker), and a JPEG's Exif orientation.
package enum ImageHeader {
  package static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(2))
    if data.count >= 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      return (bigEndian(data, at: 16, count: 4), bigEndian(data, at: 20, count: 4))
    }
    if bytes == [0xFF, 0xD8] { return jpegSize(data) }
    return nil
  }

  /// The first start of frame's size (SOF0…SOF15 but DHT, JPG and DAC), which holds the
  /// height then the width.
  private static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
    firstSegment(of: data) { marker, offset in
      guard (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker),
        offset + 9 < data.count
      else { return nil }
      return (bigEndian(data, at: offset + 7, count: 2), bigEndian(data, at: offset + 5, count: 2))
    }
  }

  /// The orientation a JPEG's Exif block gives (tag 0x0112 of its first image file
  /// directory: 1…8, as TIFF numbers them), looked for in the segments before the image
  /// data; nil for a PNG, a JPEG without one, or a block that does not hold together (each
  /// offset is checked against the segment, so a malformed one is only ignored).
  package static func exifOrientation(of data: Data) -> Int? {
    guard data.starts(with: [0xFF, 0xD8]) else { return nil }
    // A found orientation, or nil to stop: no Exif block comes after the image data or its
    // frame.
    let found: Int?? = firstSegment(of: data) { marker, offset in
      if marker == 0xDA || (0xC0...0xCF).contains(marker) { return .some(nil) }
      let length = bigEndian(data, at: offset + 2, count: 2)
      guard marker == 0xE1, length >= 2 else { return nil }
      let segment = offset + 4..<min(offset + 2 + length, data.count)
      return exifOrientation(in: data, segment).map { .some($0) }
    }
    return found ?? nil
  }

  /// Walks a JPEG's segments after its start, calling `visit` with each one's marker and the
  /// offset of its 0xFF, until `visit` returns a result (that result) or the markers stop
  /// making sense (nil): a byte that is not a marker's, a length under 2, the data's end.
  private static func firstSegment<Result>(
    of data: Data, _ visit: (_ marker: UInt8, _ offset: Int) -> Result?
  ) -> Result? {
    var offset = 2
    while offset + 4 <= data.count {
      guard byte(data, offset) == 0xFF else { return nil }
      let marker = byte(data, offset + 1)
      if marker == 0xFF {
        offset += 1
        continue
      }
      if let result = visit(marker, offset) { return result }
      let length = bigEndian(data, at: offset + 2, count: 2)
      guard length >= 2 else { return nil }
      offset += 2 + length
    }
    return nil
  }

  /// Tag 0x0112 of the Exif block in `segment` (an APP1 segment's bytes after its length),
  /// when it starts "Exif\0\0" and a TIFF header in either byte order.
  private static func exifOrientation(in data: Data, _ segment: Range<Int>) -> Int? {
    let exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
    guard segment.count >= 14,
      (0..<6).allSatisfy({ byte(data, segment.lowerBound + $0) == exif[$0] })
    else { return nil }
    let tiff = segment.lowerBound + 6
    let little: Bool
    switch (byte(data, tiff), byte(data, tiff + 1)) {
    case (0x49, 0x49): little = true
    case (0x4D, 0x4D): little = false
    default: return nil
    }
    func number(_ at: Int, _ count: Int) -> Int? {
      guard at >= tiff, at + count <= segment.upperBound else { return nil }
      return little
        ? (0..<count).reversed().reduce(0) { $0 << 8 | Int(byte(data, at + $1)) }
        : bigEndian(data, at: at, count: count)
    }
    guard number(tiff + 2, 2) == 42, let directory = number(tiff + 4, 4).map({ tiff + $0 }),
      let entries = number(directory, 2)
    else { return nil }
    for entry in 0..<min(entries, 1000) {
      let at = directory + 2 + 12 * entry
      guard let tag = number(at, 2) else { return nil }
      // A SHORT, its value in the entry's first two bytes of value.
      if tag == 0x0112, number(at + 2, 2) == 3, let value = number(at + 8, 2),
        (1...8).contains(value)
      {
        return value
      }
    }
    return nil
  }

  private static func byte(_ data: Data, _ offset: Int) -> UInt8 {
    let position = data.startIndex + offset
    return position < data.endIndex ? data[position] : 0
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
