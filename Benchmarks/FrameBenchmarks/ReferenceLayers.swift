import Benchmark
import CSDL2
import Foundation
import Segue
import SegueSDL

let deviceSize = CGSize(width: 390, height: 844)

/// The reference picture as views: the page below shifted −30 %, the dimming over it, the
/// page on top sliding in.
@MainActor
struct SegueLayers {
  let progress: CGFloat

  func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: deviceSize))
    let below = UIView(frame: window.bounds.offsetBy(dx: -0.3 * deviceSize.width * progress, dy: 0))
    below.backgroundColor = .systemTeal
    let dim = UIView(frame: window.bounds)
    dim.backgroundColor = UIColor.black.withAlphaComponent(0.1 * (1 - progress))
    let top = UIView(frame: window.bounds.offsetBy(dx: deviceSize.width * (1 - progress), dy: 0))
    top.backgroundColor = .systemOrange
    for view in [below, dim, top] { window.addSubview(view) }
    return window
  }

  func runHeadless(_ benchmark: Benchmark) {
    let window = makeWindow()
    guard let renderer = try? HeadlessRenderer(size: deviceSize) else { return }
    renderer.draw(window)  // warm: text and corner textures, buffers
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { renderer.draw(window) }
    benchmark.stopMeasurement()
  }

  func runModel(_ benchmark: Benchmark) {
    let window = makeWindow()
    var list = DisplayList()
    list.build(from: window)
    list.cull(to: window.bounds, scale: 1)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      list.build(from: window)
      list.cull(to: window.bounds, scale: 1)
    }
    benchmark.stopMeasurement()
    blackHole(list)
  }
}

/// The same quads straight through SDL: a software renderer over the same surface format,
/// one SDL_RenderGeometry call per layer, opaque ones unblended.
struct RawLayers {
  let progress: Float

  func run(_ benchmark: Benchmark) {
    let width = Float(deviceSize.width)
    let height = Float(deviceSize.height)
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_XRGB8888.rawValue),
      let renderer = SDL_CreateSoftwareRenderer(surface)
    else { return }
    defer {
      SDL_DestroyRenderer(renderer)
      SDL_FreeSurface(surface)
    }
    let layers: [(x: Float, color: SDL_Color)] = [
      (-0.3 * width * progress, SDL_Color(r: 48, g: 176, b: 199, a: 255)),
      (0, SDL_Color(r: 0, g: 0, b: 0, a: UInt8(25.5 * (1 - progress)))),
      (width * (1 - progress), SDL_Color(r: 255, g: 149, b: 0, a: 255)),
    ]
    let indices: [Int32] = [0, 1, 2, 1, 3, 2]
    let quads = layers.map { layer in
      [(layer.x, 0), (layer.x + width, 0), (layer.x, height), (layer.x + width, height)].map {
        x, y in
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: layer.color, tex_coord: SDL_FPoint())
      }
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
      SDL_RenderClear(renderer)
      for vertices in quads {
        // Opaque layers unblended, as Segue draws them.
        SDL_SetRenderDrawBlendMode(
          renderer, vertices[0].color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_RenderGeometry(renderer, nil, vertices, 4, indices, 6)
      }
      SDL_RenderFlush(renderer)
    }
    benchmark.stopMeasurement()
  }
}
