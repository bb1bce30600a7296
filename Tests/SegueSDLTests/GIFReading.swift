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

extension GIFReading {
  /// Each frame's delay in hundredths of a second, from the GIF's graphic control
  /// extensions, walking the block structure (GIF89a spec §§ 18–27).
  static func delays(_ data: Data) -> [Int] {
    let bytes = [UInt8](data)
    // Header (6) and logical screen descriptor (7), then the global color table if any.
    var i = 13
    if bytes[10] & 0x80 != 0 { i += 3 << (Int(bytes[10] & 7) + 1) }
    func skipSubBlocks() {
      while i < bytes.count, bytes[i] != 0 { i += Int(bytes[i]) + 1 }
      i += 1
    }
    var delays: [Int] = []
    while i < bytes.count {
      switch bytes[i] {
      case 0x21:
        if bytes[i + 1] == 0xF9 { delays.append(Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8) }
        i += 2
        skipSubBlocks()
      case 0x2C:
        let packed = bytes[i + 9]
        i += 10
        if packed & 0x80 != 0 { i += 3 << (Int(packed & 7) + 1) }
        i += 1  // LZW minimum code size
        skipSubBlocks()
      default:
        return delays  // 0x3B, the trailer
      }
    }
    return delays
  }
}
