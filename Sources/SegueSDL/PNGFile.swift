import CPNG
import CSDL2
import Foundation

/// PNG reading through SDL_image and writing through libpng's simplified API, tuned for
/// speed (`PNG_IMAGE_FLAG_FAST`: one cheap row filter and light compression; a frame's
/// file is larger but written several times faster, and still the same bytes every run).
/// Writes go to a temporary file beside the destination and are renamed into place, so a
/// failed or interrupted write never leaves a partial PNG.
public enum PNGFile {
  public static func write(_ bitmap: Bitmap, to url: URL) throws {
    var reason = ""
    let result = AtomicFile.write(to: url) { temporary in
      withImage(of: bitmap) { image, pixels in
        guard png_image_write_to_file(&image, temporary.path, 0, pixels, 0, nil) != 0 else {
          reason = message(of: image)
          return -1
        }
        return 0
      }
    }
    guard result == 0 else {
      throw SDLError(
        message: "cannot write PNG \(url.path)" + (reason.isEmpty ? "" : ": \(reason)"))
    }
  }

  /// PNG bytes of `bitmap`, the same bytes `write` puts in a file.
  public static func encode(_ bitmap: Bitmap) throws -> Data {
    try withImage(of: bitmap) { image, pixels in
      // The first call measures, the second writes.
      var size = 0
      guard png_image_write_to_memory(&image, nil, &size, 0, pixels, 0, nil) != 0 else {
        throw SDLError(message: "cannot encode PNG: \(message(of: image))")
      }
      var data = Data(count: size)
      let written = data.withUnsafeMutableBytes { buffer in
        png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, pixels, 0, nil)
      }
      guard written != 0 else {
        throw SDLError(message: "cannot encode PNG: \(message(of: image))")
      }
      return data.prefix(size)
    }
  }

  /// A libpng image description of `bitmap` (8-bit RGBA, straight alpha, rows top to bottom
  /// with no padding, as `Bitmap` keeps them) and its pixels, for one write.
  private static func withImage<Result>(
    of bitmap: Bitmap, _ body: (inout png_image, UnsafeRawPointer) throws -> Result
  ) rethrows -> Result {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(bitmap.width)
    image.height = UInt32(bitmap.height)
    image.format = SeguePNGFormatRGBA
    image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
    defer { png_image_free(&image) }
    return try bitmap.pixels.withUnsafeBytes { try body(&image, $0.baseAddress!) }
  }

  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
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
}
