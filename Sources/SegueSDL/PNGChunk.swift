import Foundation

/// One chunk of a PNG stream (length, type, data, CRC), for the animated PNG writer and
/// reader: they regroup the chunks SDL_image writes rather than encode pixels themselves.
struct PNGChunk: Equatable {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Four ASCII letters: `IHDR`, `IDAT`, `acTL`, `fcTL`, `fdAT`, `IEND`…
  var type: String
  var data: [UInt8]

  /// The chunks of a PNG stream, or nil when `bytes` has no PNG signature or a chunk runs
  /// past the end or fails its CRC.
  static func chunks(of bytes: [UInt8]) -> [PNGChunk]? {
    guard bytes.starts(with: signature) else { return nil }
    var chunks: [PNGChunk] = []
    var offset = signature.count
    while offset + 12 <= bytes.count {
      let length = Int(bigEndian(bytes, at: offset))
      guard length <= bytes.count - offset - 12 else { return nil }
      let typeBytes = Array(bytes[offset + 4..<offset + 8])
      let data = Array(bytes[offset + 8..<offset + 8 + length])
      guard bigEndian(bytes, at: offset + 8 + length) == crc(typeBytes + data) else { return nil }
      chunks.append(PNGChunk(type: String(decoding: typeBytes, as: UTF8.self), data: data))
      offset += 12 + length
      if chunks.last?.type == "IEND" { return chunks }
    }
    return nil
  }

  /// The stream: signature, then the chunks with their lengths and CRCs.
  static func stream(_ chunks: [PNGChunk]) -> Data {
    var bytes = signature
    for chunk in chunks {
      let typeBytes = Array(chunk.type.utf8)
      append(UInt32(chunk.data.count), to: &bytes)
      bytes += typeBytes + chunk.data
      append(crc(typeBytes + chunk.data), to: &bytes)
    }
    return Data(bytes)
  }

  static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ]
  }

  static func append(_ value: UInt16, to bytes: inout [UInt8]) {
    bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
  }

  /// The CRC-32 of PNG's specification (ISO 3309, reflected polynomial 0xEDB88320).
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }
}
