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

  /// The tEXt chunks of the PNG (or APNG) in `png`; throws when it is not a PNG or a chunk
  /// before its pixels runs past its end or fails its CRC.
  public init(png: Data) throws {
    // The pixels follow the text chunks Segue writes; they and what follows are not read.
    let chunks = try PNGChunk.leading([UInt8](png), before: { $0 == "IDAT" || $0 == "IEND" })
    entries = chunks.filter { $0.type == "tEXt" }.compactMap { chunk in
      chunk.data.firstIndex(of: 0).map { zero in
        (
          String(decoding: chunk.data[..<zero], as: UTF8.self),
          String(decoding: chunk.data[(zero + 1)...], as: UTF8.self)
        )
      }
    }
  }
}
