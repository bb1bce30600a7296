import CSDL2
import Foundation

/// PNG reading and writing. Written through libpng with fast settings (`PNGEncoder`) and
/// `AtomicFile`: a failed or interrupted write never leaves a partial PNG, and a full disk is
/// an error naming the file. Read through SDL_image, which decodes any PNG to RGBA.
public enum PNGFile {
  public static func write(
    _ bitmap: Bitmap, to url: URL, metadata: PNGMetadata = PNGMetadata()
  ) throws {
    try AtomicFile.write(to: url) { try write(bitmap, to: $0, metadata: metadata) }
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

  public static func decode(_ data: Data) throws -> Bitmap {
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
