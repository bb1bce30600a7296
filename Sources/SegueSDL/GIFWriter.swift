import CGIF
import Foundation

/// Writes an animated GIF through giflib, one frame at a time, looping forever. Each frame
/// gets its own 256-color palette (giflib's median-cut quantizer), so output is the same for
/// the same frames. Written through `AtomicFile` and put in place on `finish()`: an
/// interrupted export leaves nothing, and a full disk is an error naming the file.
///
///     let gif = try GIFWriter(url: out, width: 390, height: 844)
///     try gif.add(frame, delay: 0.033)
///     try gif.finish()
public final class GIFWriter {
  public let url: URL
  public let width: Int
  public let height: Int
  private let pending: AtomicFile.Pending
  private var file: UnsafeMutablePointer<GifFileType>?
  /// Frame delays are whole hundredths of a second; the remainder carries to the next frame,
  /// so the animation keeps its real speed.
  private var elapsed: TimeInterval = 0
  private var written = 0

  public init(url: URL, width: Int, height: Int) throws {
    self.url = url
    self.width = width
    self.height = height
    pending = try AtomicFile.Pending(url: url)
    var status: Int32 = 0
    // giflib hands every byte to `output` through this function: its writes are checked.
    let file = EGifOpen(
      Unmanaged.passUnretained(pending.output).toOpaque(),
      { file, bytes, count in
        guard let file, let bytes, count > 0 else { return 0 }
        let output = Unmanaged<FileOutput>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
        return output.append(UnsafeRawBufferPointer(start: bytes, count: Int(count))) ? count : 0
      }, &status)
    guard let file else {
      throw SDLError(message: "cannot write GIF \(url.path): \(Self.reason(status))")
    }
    self.file = file
    EGifSetGifVersion(file, true)
    guard EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else {
      throw fail("cannot start GIF \(url.path)")
    }
    // The NETSCAPE2.0 application block: loop forever.
    var loop: [UInt8] = [1, 0, 0]
    guard EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
      EGifPutExtensionBlock(file, 11, "NETSCAPE2.0") == GIF_OK,
      EGifPutExtensionBlock(file, 3, &loop) == GIF_OK,
      EGifPutExtensionTrailer(file) == GIF_OK
    else { throw fail("cannot write GIF \(url.path)") }
  }

  deinit {
    // Not finished: free giflib's state; `pending` drops the partial file.
    if let file {
      var status: Int32 = 0
      EGifCloseFile(file, &status)
    }
  }

  /// Appends `frame`, shown for `delay` seconds.
  public func add(_ frame: Bitmap, delay: TimeInterval) throws {
    guard let file else { throw SDLError(message: "GIF \(url.path) is already finished") }
    guard frame.width == width, frame.height == height else {
      throw fail("frame \(written) is \(frame.width)×\(frame.height), not \(width)×\(height)")
    }
    let count = width * height
    var red = [UInt8](repeating: 0, count: count)
    var green = red
    var blue = red
    // Raw buffers: an array subscript per channel is a call in unoptimised builds (tests).
    frame.pixels.withUnsafeBufferPointer { pixels in
      red.withUnsafeMutableBufferPointer { red in
        green.withUnsafeMutableBufferPointer { green in
          blue.withUnsafeMutableBufferPointer { blue in
            var source = 0
            for i in 0..<count {
              red[i] = pixels[source]
              green[i] = pixels[source + 1]
              blue[i] = pixels[source + 2]
              source += 4
            }
          }
        }
      }
    }
    var indices = [GifByteType](repeating: 0, count: count)
    var palette = [GifColorType](repeating: GifColorType(), count: 256)
    var paletteSize: Int32 = 256
    guard
      GifQuantizeBuffer(
        UInt32(width), UInt32(height), &paletteSize, &red, &green, &blue, &indices, &palette)
        == GIF_OK
    else { throw fail("cannot reduce frame \(written) to 256 colors") }
    refine(&palette, indices: indices, red: red, green: green, blue: blue)
    guard let colorMap = GifMakeMapObject(256, palette) else {
      throw fail("cannot make a palette for frame \(written)")
    }
    defer { GifFreeMapObject(colorMap) }

    let start = Int((elapsed * 100).rounded())
    elapsed += max(delay, 0)
    var control = GraphicsControlBlock(
      DisposalMode: Int32(DISPOSE_DO_NOT), UserInputFlag: false,
      DelayTime: Int32((elapsed * 100).rounded()) - Int32(start),
      TransparentColor: NO_TRANSPARENT_COLOR)
    var extensionBytes = [GifByteType](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &extensionBytes)
    guard EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes) == GIF_OK,
      EGifPutImageDesc(file, 0, 0, Int32(width), Int32(height), false, colorMap) == GIF_OK
    else { throw fail("cannot write frame \(written)") }
    try indices.withUnsafeMutableBufferPointer { rows in
      for row in 0..<height {
        guard EGifPutLine(file, rows.baseAddress! + row * width, Int32(width)) == GIF_OK else {
          throw fail("cannot write frame \(written)")
        }
      }
    }
    written += 1
  }

  /// giflib's quantizer keeps 5 bits per channel (white becomes 248); each palette entry
  /// becomes the mean of the pixels mapped to it, so flat areas keep their exact color.
  private func refine(
    _ palette: inout [GifColorType], indices: [GifByteType], red: [UInt8], green: [UInt8],
    blue: [UInt8]
  ) {
    // Per entry: the sums of red, green and blue, and the pixel count, side by side.
    var sums = [Int](repeating: 0, count: palette.count * 4)
    sums.withUnsafeMutableBufferPointer { sums in
      indices.withUnsafeBufferPointer { indices in
        red.withUnsafeBufferPointer { red in
          green.withUnsafeBufferPointer { green in
            blue.withUnsafeBufferPointer { blue in
              for i in 0..<indices.count {
                let entry = Int(indices[i]) * 4
                sums[entry] += Int(red[i])
                sums[entry + 1] += Int(green[i])
                sums[entry + 2] += Int(blue[i])
                sums[entry + 3] += 1
              }
            }
          }
        }
      }
    }
    for entry in palette.indices {
      let count = sums[entry * 4 + 3]
      guard count > 0 else { continue }
      func mean(_ channel: Int) -> UInt8 { UInt8((sums[entry * 4 + channel] + count / 2) / count) }
      palette[entry] = GifColorType(Red: mean(0), Green: mean(1), Blue: mean(2))
    }
  }

  /// Writes the trailer and puts the file in place.
  public func finish() throws {
    guard let file else { return }
    self.file = nil
    var status: Int32 = 0
    let closed = EGifCloseFile(file, &status) == GIF_OK
    try pending.output.check()
    guard closed else {
      pending.discard()
      throw SDLError(message: "cannot finish GIF \(url.path): \(Self.reason(status))")
    }
    try pending.commit()
  }

  /// The failed write's own error (a full disk) when there is one, else giflib's reason.
  private func fail(_ what: String) -> Error {
    pending.output.failure
      ?? SDLError(message: "\(what): \(Self.reason(file?.pointee.Error ?? 0))")
  }

  private static func reason(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
  }
}
