import CPNG
import Foundation

/// Encodes bitmaps as PNG through libpng with fast settings: one row filter for every row
/// (libpng's default tries all five per row) and a low zlib level. Measured on replay
/// frames (BENCHMARKS.md, "PNG encoding"): filter Up at level 1 takes about a fifth of the
/// time of SDL_image's all-filters level 6 for about 1.5× the bytes. An opaque bitmap is
/// written as RGB (a quarter fewer bytes to compress); it decodes to the same pixels, with
/// alpha 255. The same bitmap and settings give the same bytes on every run.
///
///     let data = try PNGEncoder().encode(bitmap)
public struct PNGEncoder: Sendable {
  /// The PNG row filter applied to every row.
  public enum Filter: Sendable, CaseIterable {
    /// Each byte minus the one to its left (4 bytes back, RGBA).
    case sub
    /// Each byte minus the one above it.
    case up
    /// libpng's default: every filter tried on every row, the smallest kept.
    case adaptive

    var mask: Int32 {
      switch self {
      case .sub: PNG_FILTER_SUB
      case .up: PNG_FILTER_UP
      case .adaptive:
        PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH
      }
    }
  }

  public var filter: Filter
  /// zlib's level, 0 (stored) … 9 (smallest).
  public var compressionLevel: Int

  /// What every PNG writer uses: filter Up at zlib level 1, the fastest of the combinations
  /// measured for under 10 % more bytes than the smallest fast one.
  public init(filter: Filter = .up, compressionLevel: Int = 1) {
    self.filter = filter
    self.compressionLevel = min(max(compressionLevel, 0), 9)
  }

  /// PNG bytes of `bitmap`, with `metadata` as tEXt chunks.
  public func encode(_ bitmap: Bitmap, metadata: PNGMetadata = PNGMetadata()) throws -> Data {
    var data = Data()
    try encode(bitmap, metadata: metadata) { bytes in
      data.append(contentsOf: bytes)
      return true
    }
    return data
  }

  /// Encodes `bitmap`, handing the bytes to `sink` as libpng produces them (about 8 KiB at
  /// a time); a sink returning false stops the encoding, which then throws.
  public func encode(
    _ bitmap: Bitmap, metadata: PNGMetadata = PNGMetadata(),
    into sink: (UnsafeRawBufferPointer) -> Bool
  ) throws {
    guard bitmap.width > 0, bitmap.height > 0 else {
      throw SDLError(message: "a PNG cannot be \(bitmap.width)×\(bitmap.height) px")
    }
    let opaque = bitmap.isOpaque
    let entries = metadata.entries
    var message = [CChar](repeating: 0, count: 256)
    let result = try withoutActuallyEscaping(sink) { sink in
      let box = SinkBox(sink)
      return try withCStrings(entries.map(\.key)) { keys in
        try withCStrings(entries.map(\.value)) { texts in
          bitmap.pixels.withUnsafeBytes { pixels in
            message.withUnsafeMutableBufferPointer { message in
              segue_png_encode(
                pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(bitmap.width),
                UInt32(bitmap.height), bitmap.width * 4, opaque ? 1 : 0, filter.mask,
                Int32(compressionLevel), keys, texts, Int32(entries.count),
                { context, bytes, count in
                  let box = Unmanaged<SinkBox>.fromOpaque(context!).takeUnretainedValue()
                  return box.sink(UnsafeRawBufferPointer(start: bytes, count: count)) ? 1 : 0
                }, Unmanaged.passUnretained(box).toOpaque(), message.baseAddress, message.count)
            }
          }
        }
      }
    }
    guard result == 0 else {
      let reason = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      throw SDLError(message: "libpng: \(String(decoding: reason, as: UTF8.self))")
    }
  }

  private final class SinkBox {
    let sink: (UnsafeRawBufferPointer) -> Bool
    init(_ sink: @escaping (UnsafeRawBufferPointer) -> Bool) { self.sink = sink }
  }
}

/// Calls `body` with `strings` as an array of C strings that live for the call.
private func withCStrings<Result>(
  _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) throws -> Result
) throws -> Result {
  let copies = strings.map { strdup($0) }
  defer { copies.forEach { free($0) } }
  let pointers = copies.map { UnsafePointer($0) }
  return try pointers.withUnsafeBufferPointer { try body($0.baseAddress!) }
}
