import Foundation

/// Text a PNG carries in tEXt chunks, keyword and text in order: what wrote a reference
/// image (renderer and library versions) and which variant it is. Keywords are 1–79 Latin-1
/// characters; texts here are ASCII. Reading looks only at the chunks, never the pixels.
///
///     let metadata = try PNGMetadata(png: Data(contentsOf: url))
///     metadata["Segue renderer"]  // "3"
public struct PNGMetadata: Equatable, Sendable {
  public var entries: [(key: String, value: String)]

  public init(_ entries: [(key: String, value: String)] = []) {
    self.entries = entries
  }

  /// The first entry's text for `key`; setting replaces it (or appends a new entry).
  public subscript(key: String) -> String? {
    get { entries.first { $0.key == key }?.value }
    set {
      let index = entries.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): entries[index].value = value
      case (let index?, nil): entries.remove(at: index)
      case (nil, let value?): entries.append((key, value))
      case (nil, nil): break
      }
    }
  }

  public static func == (lhs: PNGMetadata, rhs: PNGMetadata) -> Bool {
    lhs.entries.map(\.key) == rhs.entries.map(\.key)
      && lhs.entries.map(\.value) == rhs.entries.map(\.value)
  }

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The tEXt chunks of the PNG in `png`; throws when it is not a PNG or a chunk runs past
  /// its end.
  public init(png: Data) throws {
    let bytes = [UInt8](png)
    guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else {
      throw SDLError(message: "not a PNG: no PNG signature")
    }
    var entries: [(key: String, value: String)] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard length <= bytes.count - start - 4 else {
        throw SDLError(message: "PNG chunk \(type) runs past the end of the file")
      }
      if type == "tEXt" {
        let chunk = bytes[start..<start + length]
        if let zero = chunk.firstIndex(of: 0) {
          entries.append(
            (
              String(decoding: chunk[start..<zero], as: UTF8.self),
              String(decoding: chunk[(zero + 1)...], as: UTF8.self)
            ))
        }
      }
      // The pixels follow the text chunks Segue writes; nothing past them is read.
      if type == "IDAT" || type == "IEND" { break }
      offset = start + length + 4
    }
    self.entries = entries
  }
}
