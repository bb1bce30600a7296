import CCairo
import CSDL2
import Foundation
import Segue

/// Decoded images, as cairo surfaces (premultiplied ARGB32), kept between frames: an image is
/// decoded once, by SDL_image (libpng, libjpeg), or a drawn one rasterised once, the first
/// time a frame draws it. Entries
/// unused for `idleFrames` frames are dropped once the cache holds `capacity` images. A file
/// that does not decode is warned about once and drawn as nothing.
@MainActor
final class ImageCache {
  private struct Entry {
    /// Held so that the identifier is not reused while the entry lives.
    let image: CGImage
    let surface: OpaquePointer?
    var lastUsedFrame: Int
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var frame = 0
  private let idleFrames = 120
  private let capacity = 64

  isolated deinit {
    for entry in entries.values { entry.surface.map(cairo_surface_destroy) }
  }

  func beginFrame() {
    frame += 1
    guard entries.count > capacity else { return }
    for (key, entry) in entries where frame - entry.lastUsedFrame > idleFrames {
      entry.surface.map(cairo_surface_destroy)
      entries[key] = nil
    }
  }

  /// The decoded surface of an encoded image, or the rasterised one of a drawn image (by
  /// `rasterise`: drawing, scale, width, height); nil for a vector one or one that did not
  /// decode.
  func surface(
    for image: CGImage, rasterise: (Drawing, CGFloat, Int, Int) -> OpaquePointer?
  ) -> OpaquePointer? {
    let key = ObjectIdentifier(image)
    if var entry = entries[key] {
      entry.lastUsedFrame = frame
      entries[key] = entry
      return entry.surface
    }
    let surface: OpaquePointer?
    switch image.source {
    case .vector: return nil
    case .encoded(let data): surface = Self.decode(data)
    case .drawing(let drawing, let scale):
      surface = rasterise(drawing, scale, image.width, image.height)
    }
    if surface == nil {
      Diagnostics.warn(
        "an image of \(image.width)×\(image.height) pixels does not decode; not drawn")
    }
    entries[key] = Entry(image: image, surface: surface, lastUsedFrame: frame)
    return surface
  }

  /// SDL_image's decode, converted to ARGB8888 and premultiplied into a cairo surface.
  private static func decode(_ data: Data) -> OpaquePointer? {
    let loaded: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { buffer in
      guard let rw = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else {
        return nil
      }
      return IMG_Load_RW(rw, 1)
    }
    guard let loaded else { return nil }
    defer { SDL_FreeSurface(loaded) }
    guard let argb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      return nil
    }
    defer { SDL_FreeSurface(argb) }
    let (width, height) = (argb.pointee.w, argb.pointee.h)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    let target = cairo_image_surface_get_data(surface)!
    let targetStride = Int(cairo_image_surface_get_stride(surface))
    SDL_LockSurface(argb)
    defer { SDL_UnlockSurface(argb) }
    let source = UnsafeRawPointer(argb.pointee.pixels!)
    let sourceStride = Int(argb.pointee.pitch)
    for y in 0..<Int(height) {
      let input = (source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
      let output = UnsafeMutableRawPointer(target + y * targetStride)
        .assumingMemoryBound(to: UInt32.self)
      for x in 0..<Int(width) {
        let pixel = input[x]
        let a = pixel >> 24
        guard a != 255 else {
          output[x] = pixel
          continue
        }
        func premultiplied(_ shift: UInt32) -> UInt32 { ((pixel >> shift & 0xFF) * a + 127) / 255 }
        output[x] = a << 24 | premultiplied(16) << 16 | premultiplied(8) << 8 | premultiplied(0)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
