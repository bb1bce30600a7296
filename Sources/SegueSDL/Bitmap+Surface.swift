import CSDL2

extension Bitmap {
  /// Copies any SDL surface, converted to RGBA32, row by row.
  init(surface: UnsafeMutablePointer<SDL_Surface>, source: String) throws {
    guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
      throw SDLError("cannot convert \(source) to RGBA")
    }
    defer { SDL_FreeSurface(rgba) }
    let width = Int(rgba.pointee.w)
    let height = Int(rgba.pointee.h)
    let pitch = Int(rgba.pointee.pitch)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    SDL_LockSurface(rgba)
    defer { SDL_UnlockSurface(rgba) }
    let base = rgba.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
    pixels.withUnsafeMutableBufferPointer { out in
      for row in 0..<height {
        (out.baseAddress! + row * width * 4).update(from: base + row * pitch, count: width * 4)
      }
    }
    self.init(width: width, height: height, pixels: pixels)
  }
}
