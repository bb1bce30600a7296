import CSDL2
import Foundation

/// PNG reading and writing through SDL_image. Files are written by `AtomicFile`: a failed or
/// interrupted write never leaves a partial PNG, and a full disk is an error naming the file.
public enum PNGFile {
  public static func write(_ bitmap: Bitmap, to url: URL) throws {
    try AtomicFile.write(to: url) { try write(bitmap, to: $0) }
  }

  /// Encodes `bitmap` into `output`; throws the first failed write.
  public static func write(_ bitmap: Bitmap, to output: FileOutput) throws {
    let encoded = try encode(bitmap) { output.append($0) }
    try output.check()
    guard encoded else { throw SDLError("cannot encode PNG \(output.path)") }
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
  public static func encode(_ bitmap: Bitmap) throws -> Data {
    var data = Data()
    guard
      try encode(
        bitmap,
        into: {
          data.append(contentsOf: $0); return true
        })
    else {
      throw SDLError("cannot encode PNG")
    }
    return data
  }

  /// Encodes `bitmap`, handing the bytes to `sink` as SDL_image produces them; false when
  /// SDL_image failed (a sink returning false makes it fail).
  private static func encode(
    _ bitmap: Bitmap, into sink: (UnsafeRawBufferPointer) -> Bool
  ) throws -> Bool {
    var pixels = bitmap.pixels
    return try pixels.withUnsafeMutableBytes { buffer in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          buffer.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 32,
          Int32(bitmap.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
      else { throw SDLError("cannot make a surface for a PNG") }
      defer { SDL_FreeSurface(surface) }
      return try SinkRWops.withRWops(sink) { IMG_SavePNG_RW(surface, $0, 0) == 0 }
    }
  }
}
