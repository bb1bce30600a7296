import CPNG
import CSDL2
import Foundation

/// PNG reading and writing. Written through libpng with fast settings (`PNGEncoder`) and
/// `AtomicFile`: a failed or interrupted write never leaves a partial PNG, and a full disk is
/// an error naming the file. Read from a file through SDL_image, which decodes any PNG to
/// RGBA; decoded from memory (references) through libpng.
public enum PNGFile {
  /// `durable: false`: see `AtomicFile.write(to:durable:_:)`.
  public static func write(
    _ bitmap: Bitmap, to url: URL, metadata: PNGMetadata = PNGMetadata(), durable: Bool = true
  ) throws {
    try AtomicFile.write(to: url, durable: durable) {
      try write(bitmap, to: $0, metadata: metadata)
    }
  }

  /// Encodes `bitmap` into `output`; throws the first failed write (the disk's reason, naming
  /// the file) or libpng's.
  public static func write(
    _ bitmap: Bitmap, to output: FileOutput, metadata: PNGMetadata = PNGMetadata()
  ) throws {
    do {
      try PNGEncoder().encode(bitmap, metadata: metadata) { output.append($0) }
    } catch {
      try output.check()
      throw SDLError(message: "cannot write PNG \(output.path): \(error)")
    }
    try output.check()
  }

  public static func read(_ url: URL) throws -> Bitmap {
    guard let loaded = IMG_Load(url.path) else { throw SDLError("cannot read PNG \(url.path)") }
    defer { SDL_FreeSurface(loaded) }
    return try Bitmap(surface: loaded, source: url.path)
  }

  /// The pixels of the PNG `data` as straight RGBA. 8-bit PNGs (every PNG Segue writes) are
  /// decoded by libpng straight into the bitmap's storage, in one pass; a PNG of 16-bit
  /// samples goes through SDL_image, which truncates them as before.
  public static func decode(_ data: Data) throws -> Bitmap {
    if let bitmap = try decodeEightBit(data) { return bitmap }
    let loaded: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { buffer in
      guard let rw = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else {
        return nil
      }
      defer { SDL_RWclose(rw) }
      return IMG_LoadPNG_RW(rw)
    }
    guard let loaded else { throw SDLError("cannot decode PNG data") }
    defer { SDL_FreeSurface(loaded) }
    return try Bitmap(surface: loaded, source: "PNG data")
  }

  /// Largest decoded bitmap, in bytes: a header claiming more is refused, not allocated.
  private static let maximumDecodedBytes = 1 << 31

  /// `data` through libpng's simplified reader; nil for a PNG of 16-bit samples.
  private static func decodeEightBit(_ data: Data) throws -> Bitmap? {
    var image = png_image()
    let failure = { (image: png_image) in
      withUnsafeBytes(of: image.message) {
        SDLError(
          message:
            "cannot decode PNG data: \(String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self))")
      }
    }
    return try data.withUnsafeBytes { buffer -> Bitmap? in
      // libpng reads from `buffer` until the pixels are decoded.
      let begun = segue_png_decode_begin(&image, buffer.baseAddress, buffer.count)
      guard begun != 0 else { return nil }
      guard begun > 0 else { throw failure(image) }
      let width = Int(image.width)
      let height = Int(image.height)
      guard width * height <= maximumDecodedBytes / 4 else {
        png_image_free(&image)
        throw SDLError(message: "cannot decode PNG data: \(width)×\(height) pixels is too large")
      }
      var finished = false
      let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
        finished = segue_png_decode_finish(&image, out.baseAddress) == 0
        count = finished ? width * height * 4 : 0
      }
      guard finished else { throw failure(image) }
      return Bitmap(width: width, height: height, pixels: pixels)
    }
  }

  /// PNG bytes of `bitmap`.
  public static func encode(_ bitmap: Bitmap, metadata: PNGMetadata = PNGMetadata()) throws
    -> Data
  {
    do {
      return try PNGEncoder().encode(bitmap, metadata: metadata)
    } catch {
      throw SDLError(message: "cannot encode PNG: \(error)")
    }
  }
}
