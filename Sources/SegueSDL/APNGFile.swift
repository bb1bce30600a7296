import Foundation

/// Animated PNG (APNG): frames of one size in one file, each shown for its delay, playing
/// in every current browser; a viewer without APNG shows the first frame. Each frame is
/// encoded as a PNG by `PNGEncoder`, all in one pixel format (RGB when every frame is
/// opaque, else RGBA: APNG has one header for all), and its image data regrouped into
/// APNG's frame chunks (`acTL`, then `fcTL` and `IDAT`/`fdAT` per frame): whole frames,
/// replacing the one before (no offsets, no blending), so every frame decodes on its own.
/// The file carries `metadata` as tEXt chunks, as a still PNG does.
///
///     try APNGFile.write(frames, delays: [1, 1, 2], to: url)  // in 60ths of a second
///     let frames = try APNGFile.read(url)
public enum APNGFile {
  /// Frames shown for `delays[i]` 60ths of a second each (1 each when nil), looping; an
  /// empty list, frames of different sizes, or delays of another count throw an error.
  public static func encode(
    _ frames: [Bitmap], delays: [Int]? = nil, metadata: PNGMetadata = PNGMetadata()
  ) throws -> Data {
    guard let first = frames.first else { throw APNGError("an animation needs a frame") }
    if let delays, delays.count != frames.count {
      throw APNGError("\(delays.count) delays for \(frames.count) frames")
    }
    if let other = frames.first(where: { $0.width != first.width || $0.height != first.height }) {
      throw APNGError(
        "frames are \(first.width)×\(first.height) and \(other.width)×\(other.height) px: "
          + "an animation's frames have one size")
    }
    // One header for all frames: RGB for an opaque frame among translucent ones would make
    // the frames after it unreadable.
    let encoder = PNGEncoder(opaqueAsRGB: frames.allSatisfy(\.isOpaque))
    var chunks: [PNGChunk] = []
    var sequence: UInt32 = 0
    for (index, frame) in frames.enumerated() {
      let encoded: Data
      do {
        encoded = try encoder.encode(frame, metadata: index == 0 ? metadata : PNGMetadata())
      } catch {
        throw APNGError("cannot encode frame \(index): \(error)")
      }
      guard let png = PNGChunk.chunks(of: [UInt8](encoded)) else {
        throw APNGError("the PNG encoder wrote an unreadable frame \(index)")
      }
      if index == 0 {
        // The first frame's header and ancillary chunks are the file's.
        chunks += png.prefix { $0.type != "IDAT" }
        var control: [UInt8] = []
        PNGChunk.append(UInt32(frames.count), to: &control)
        PNGChunk.append(UInt32(0), to: &control)  // plays forever
        chunks.insert(PNGChunk(type: "acTL", data: control), at: 1)
      }
      var control: [UInt8] = []
      for value in [sequence, UInt32(frame.width), UInt32(frame.height), 0, 0] {
        PNGChunk.append(value, to: &control)
      }
      PNGChunk.append(UInt16(delays?[index] ?? 1), to: &control)
      PNGChunk.append(UInt16(60), to: &control)
      control += [0, 0]  // dispose: none; blend: source (the frame replaces the last)
      chunks.append(PNGChunk(type: "fcTL", data: control))
      sequence += 1
      for data in png.filter({ $0.type == "IDAT" }).map(\.data) {
        if index == 0 {
          chunks.append(PNGChunk(type: "IDAT", data: data))
        } else {
          var frameData: [UInt8] = []
          PNGChunk.append(sequence, to: &frameData)
          chunks.append(PNGChunk(type: "fdAT", data: frameData + data))
          sequence += 1
        }
      }
    }
    chunks.append(PNGChunk(type: "IEND", data: []))
    return PNGChunk.stream(chunks)
  }

  public static func write(
    _ frames: [Bitmap], delays: [Int]? = nil, metadata: PNGMetadata = PNGMetadata(), to url: URL
  ) throws {
    try AtomicFile.write(try encode(frames, delays: delays, metadata: metadata), to: url)
  }

  /// The frames of an APNG written as `encode` writes them; a file that is not an APNG
  /// (a still PNG, or no PNG), or whose frames do not cover the whole image, throws an
  /// error naming `source` and what is wrong.
  public static func decode(_ data: Data, source: String = "APNG data") throws -> [Bitmap] {
    guard let chunks = PNGChunk.chunks(of: [UInt8](data)) else {
      throw APNGError("\(source) is not a readable PNG")
    }
    guard let header = chunks.first, header.type == "IHDR", header.data.count >= 8 else {
      throw APNGError("\(source) has no PNG header")
    }
    guard chunks.contains(where: { $0.type == "acTL" }) else {
      throw APNGError("\(source) is a still PNG, not an animation (APNG)")
    }
    let size = (PNGChunk.bigEndian(header.data, at: 0), PNGChunk.bigEndian(header.data, at: 4))
    let ancillary = chunks.prefix { $0.type != "IDAT" && $0.type != "fcTL" }
      .filter { $0.type != "acTL" }
    var frames: [[UInt8]] = []
    var current: [UInt8]?
    for chunk in chunks {
      switch chunk.type {
      case "fcTL":
        if let current { frames.append(current) }
        guard chunk.data.count >= 26,
          PNGChunk.bigEndian(chunk.data, at: 4) == size.0,
          PNGChunk.bigEndian(chunk.data, at: 8) == size.1,
          PNGChunk.bigEndian(chunk.data, at: 12) == 0, PNGChunk.bigEndian(chunk.data, at: 16) == 0
        else {
          throw APNGError(
            "\(source): frame \(frames.count) does not cover the whole \(size.0)×\(size.1) image")
        }
        current = []
      case "IDAT": current? += chunk.data
      case "fdAT": current? += chunk.data.dropFirst(4)
      default: break
      }
    }
    if let current { frames.append(current) }
    return try frames.enumerated().map { index, data in
      let png = PNGChunk.stream(
        Array(ancillary) + [PNGChunk(type: "IDAT", data: data), PNGChunk(type: "IEND", data: [])])
      do {
        return try PNGFile.decode(png)
      } catch {
        throw APNGError("\(source): frame \(index) cannot be decoded")
      }
    }
  }

  public static func read(_ url: URL) throws -> [Bitmap] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw APNGError("cannot read \(url.path): \(error.localizedDescription)")
    }
    return try decode(data, source: url.path)
  }
}

/// An animation that cannot be written or read, and why.
public struct APNGError: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
