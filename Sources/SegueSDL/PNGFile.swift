import CSDL2
import Foundation

/// PNG reading and writing through SDL_image. Writes go to a temporary file beside the
/// destination and are renamed into place, so a failed or interrupted write never leaves
/// a partial PNG.
public enum PNGFile {
  public static func write(_ bitmap: Bitmap, to url: URL) throws {
    var pixels = bitmap.pixels
    let result: Int32 = pixels.withUnsafeMutableBytes { buffer in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          buffer.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 32,
          Int32(bitmap.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
      else { return -2 }
      defer { SDL_FreeSurface(surface) }
      return AtomicFile.write(to: url) { temporary in IMG_SavePNG(surface, temporary.path) }
    }
    switch result {
    case 0: return
    case -2: throw SDLError("cannot make a surface for \(url.path)")
    default: throw SDLError("cannot write PNG \(url.path)")
    }
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

  /// PNG bytes of `bitmap`, through a temporary file: SDL_image writes only to RWops.
  public static func encode(_ bitmap: Bitmap) throws -> Data {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try write(bitmap, to: url)
    return try Data(contentsOf: url)
  }
}
