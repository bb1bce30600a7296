import Foundation

/// One chunk of a PNG stream (length, type, data, CRC), for the animated PNG writer and
/// reader (they regroup the chunks `PNGEncoder` writes rather than encode pixels themselves)
/// and for reading a PNG's text (`PNGMetadata`).
struct PNGChunk: Equatable {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Four ASCII letters: `IHDR`, `IDAT`, `acTL`, `fcTL`, `fdAT`, `IEND`…
  var type: String
  var data: [UInt8]

  /// The chunks of a whole PNG stream, through `IEND`, or nil when `bytes` has no PNG
  /// signature, a chunk runs past the end or fails its CRC, or there is no `IEND`.
  static func chunks(of bytes: [UInt8]) -> [PNGChunk]? {
    guard let chunks = try? leading(bytes, through: { $0 == "IEND" }),
      chunks.last?.type == "IEND"
    else { return nil }
    return chunks
  }

  /// The chunks from the start of a PNG stream through the first whose type `last` accepts,
  /// or up to (not including) the first whose type `stop` accepts, or to the end of
  /// `bytes`: what precedes the pixels is read without the rest (stopping before them spares
  /// a copy and a CRC of every pixel byte). Throws when there is no PNG signature or a chunk
  /// read runs past the end or fails its CRC.
  static func leading(
    _ bytes: [UInt8], through last: (String) -> Bool = { _ in false },
    before stop: (String) -> Bool = { _ in false }
  ) throws -> [PNGChunk] {
    guard bytes.starts(with: signature) else {
      throw SDLError(message: "not a PNG: no PNG signature")
    }
    var chunks: [PNGChunk] = []
    var offset = signature.count
    while offset + 12 <= bytes.count {
      let length = Int(bigEndian(bytes, at: offset))
      let typeBytes = Array(bytes[offset + 4..<offset + 8])
      let type = String(decoding: typeBytes, as: UTF8.self)
      if stop(type) { break }
      guard length <= bytes.count - offset - 12 else {
        throw SDLError(message: "PNG chunk \(type) runs past the end of the file")
      }
      let data = Array(bytes[offset + 8..<offset + 8 + length])
      guard bigEndian(bytes, at: offset + 8 + length) == crc(typeBytes + data) else {
        throw SDLError(message: "PNG chunk \(type) fails its CRC")
      }
      chunks.append(PNGChunk(type: type, data: data))
      offset += 12 + length
      if last(type) { break }
    }
    return chunks
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
