import CCairo
import CSDL2
import Foundation
import Segue

/// The image encoder SegueSDL installs with its first renderer (`ImageEncoder`): an image is
/// drawn at its pixel size by a renderer of its own (the frame renderer's commands, so a
/// drawn image's pixels are those a frame shows), then written by libpng (`PNGEncoder`) or
/// SDL_image's JPEG writer (libjpeg). A PNG file's image is returned as it was read.
@MainActor
final class RasterImageEncoder: ImageEncoder {
  /// Made on first use: its rasteriser, fonts and decoded images, never its frame.
  private var renderer: FrameRenderer?

  func pngData(of image: CGImage, caller: String) -> Data? {
    if case .encoded(let data) = image.source, data.starts(with: Self.pngSignature) {
      return data
    }
    guard let bitmap = bitmap(of: image, caller: caller) else { return nil }
    do {
      return try PNGEncoder().encode(bitmap)
    } catch {
      Diagnostics.warn("\(caller): \(error); nil")
      return nil
    }
  }

  func jpegData(of image: CGImage, quality: CGFloat, caller: String) -> Data? {
    guard let bitmap = bitmap(of: image, caller: caller) else { return nil }
    var pixels = bitmap.pixels
    // Room for any JPEG of the image: at quality 1 a tiny image's headers outweigh its
    // pixels.
    var output = Data(count: bitmap.width * bitmap.height * 8 + 65536)
    let written: Int? = pixels.withUnsafeMutableBytes { pixels in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 32,
          Int32(bitmap.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
      else { return nil }
      defer { SDL_FreeSurface(surface) }
      return output.withUnsafeMutableBytes { buffer in
        guard let rw = SDL_RWFromMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
        defer { SDL_RWclose(rw) }
        // SDL_image's quality runs 0…100.
        guard IMG_SaveJPG_RW(surface, rw, 0, Int32((quality * 100).rounded())) == 0 else {
          return nil
        }
        return Int(SDL_RWtell(rw))
      }
    }
    guard let written else {
      Diagnostics.warn("\(caller): \(SDLError("SDL_image could not write a JPEG")); nil")
      return nil
    }
    return output.prefix(written)
  }

  /// The image's pixels as straight RGBA, drawn at its pixel size; nil with a warning when
  /// it does not decode.
  private func bitmap(of image: CGImage, caller: String) -> Bitmap? {
    guard let renderer = rasteriser(caller: caller) else { return nil }
    // Counts as a frame for the decoded-image cache, which so stays bounded.
    renderer.images.beginFrame()
    let (width, height) = (image.width, image.height)
    guard
      let surface = renderer.rasterise(
        image.drawnAtPixelSize, scale: 1, width: width, height: height)
    else {
      Diagnostics.warn("\(caller): an image of \(width)×\(height) pixels cannot be drawn; nil")
      return nil
    }
    defer { cairo_surface_destroy(surface) }
    return Bitmap(
      argb32: UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
      stride: Int(cairo_image_surface_get_stride(surface)), width: width, height: height)
  }

  private func rasteriser(caller: String) -> FrameRenderer? {
    if let renderer { return renderer }
    do {
      renderer = try FrameRenderer(width: 1, height: 1)
    } catch {
      Diagnostics.warn("\(caller): \(error); nil")
    }
    return renderer
  }

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
