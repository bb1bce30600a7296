import Benchmark
import CSDL2
import Foundation
import Segue
import SegueSDL

/// PNG encoding of a real frame (the seed 004 blurred card at p = 0.5: a photo-like blur and
/// flat areas), by each fast libpng setting against SDL_image's encoder (every filter tried
/// per row, zlib level 6: what Segue used before) in the same sample. The wall clock is the
/// candidate's; the ratio and the bytes are custom metrics.
@MainActor
final class PNGEncoding {
  nonisolated static let ratioMetric = BenchmarkMetric.custom("time / SDL_image's (%)")
  nonisolated static let bytesMetric = BenchmarkMetric.custom(
    "bytes", polarity: .prefersSmaller, useScalingFactor: false)
  nonisolated static let bytesRatioMetric = BenchmarkMetric.custom("bytes / SDL_image's (%)")

  private let bitmap: Bitmap
  private let encoder: PNGEncoder
  /// Room for SDL_image's output: it writes into memory, as the libpng encoder does.
  private var sdlBuffer: [UInt8]

  init(scale: CGFloat, encoder: PNGEncoder) {
    let frames = SceneFrames(
      .transition(scene: "seed004-card", transition: "present"), scale: scale)
    guard let renderer = try? HeadlessRenderer(size: frames.window.bounds.size, scale: scale),
      let bitmap = try? renderer.render(frames.window)
    else { fatalError("seed004-card: cannot render a frame") }
    self.bitmap = bitmap
    self.encoder = encoder
    sdlBuffer = [UInt8](repeating: 0, count: bitmap.pixels.count * 2)
  }

  /// SDL_image's PNG of the bitmap; its byte count.
  private func encodeWithSDLImage() -> Int {
    var pixels = bitmap.pixels
    return pixels.withUnsafeMutableBytes { source in
      sdlBuffer.withUnsafeMutableBytes { buffer in
        guard
          let surface = SDL_CreateRGBSurfaceWithFormatFrom(
            source.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 32,
            Int32(bitmap.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue),
          let rw = SDL_RWFromMem(buffer.baseAddress, Int32(buffer.count))
        else { fatalError("SDL: \(String(cString: SDL_GetError()))") }
        defer {
          SDL_FreeSurface(surface)
          SDL_RWclose(rw)
        }
        guard IMG_SavePNG_RW(surface, rw, 0) == 0 else {
          fatalError("SDL_image: \(String(cString: SDL_GetError()))")
        }
        return Int(SDL_RWtell(rw))
      }
    }
  }

  func measure(_ benchmark: Benchmark) {
    let sdlStart = DispatchTime.now().uptimeNanoseconds
    let sdlBytes = encodeWithSDLImage()
    let sdlTime = DispatchTime.now().uptimeNanoseconds - sdlStart
    var bytes = 0
    benchmark.startMeasurement()
    let start = DispatchTime.now().uptimeNanoseconds
    try? encoder.encode(bitmap) { chunk in
      bytes += chunk.count
      return true
    }
    let time = DispatchTime.now().uptimeNanoseconds - start
    benchmark.stopMeasurement()
    benchmark.measurement(Self.ratioMetric, Int(time * 100 / max(sdlTime, 1)))
    benchmark.measurement(Self.bytesMetric, bytes)
    benchmark.measurement(Self.bytesRatioMetric, bytes * 100 / max(sdlBytes, 1))
  }
}
