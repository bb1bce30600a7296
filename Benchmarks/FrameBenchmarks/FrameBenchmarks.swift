import Benchmark
import CSDL2
import Foundation
import Segue
import SegueSDL

/// Where a frame's time goes, against what SDL itself costs. The layers are the issue's
/// reference picture: three sliding full-screen layers and a dimming overlay at 390×844.
/// "Raw SDL" draws those quads straight through SDL's software renderer with no Segue code;
/// "Segue" builds the same picture as views, flattens, culls and renders it. Compare the two
/// in the same run: Segue ÷ raw SDL is the figure that matters, not the milliseconds.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 2_000)

  Benchmark("Raw SDL: three sliding layers + dimming") { benchmark in
    RawLayers(progress: 0.5).run(benchmark)
  }

  Benchmark("Segue headless: three sliding layers + dimming") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run { SegueLayers(progress: 0.5).runHeadless(benchmark) }
  }

  Benchmark("Segue model: build + cull, three layers") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run { SegueLayers(progress: 0.5).runModel(benchmark) }
  }

  for count in [1_000, 10_000] {
    Benchmark("Segue model: tick + build, \(count) animated views") { benchmark async in
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run { AnimatedViews(count: count).run(benchmark) }
    }
  }
}

let deviceSize = CGSize(width: 390, height: 844)

/// The reference picture as views: the page below shifted −30 %, the dimming over it, the
/// page on top sliding in, and a title bar strip on top.
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
    list.cull(to: window.bounds)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      list.build(from: window)
      list.cull(to: window.bounds)
    }
    benchmark.stopMeasurement()
    blackHole(list)
  }
}

/// The same quads straight through SDL: a software renderer over the same surface format,
/// one SDL_RenderGeometry call per layer.
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
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
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
      for vertices in quads { SDL_RenderGeometry(renderer, nil, vertices, 4, indices, 6) }
      SDL_RenderFlush(renderer)
    }
    benchmark.stopMeasurement()
  }
}

/// Many views, each moving forever on its own animation: one frame is the engine's tick,
/// layout and the display list (no pixels).
@MainActor
struct AnimatedViews {
  let count: Int

  func run(_ benchmark: Benchmark) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: deviceSize))
    let engine = window.animationEngine
    let views = (0..<count).map { index in
      let view = UIView(
        frame: CGRect(x: Double(index % 39) * 10, y: Double(index % 84) * 10, width: 8, height: 8))
      view.backgroundColor = .systemBlue
      window.addSubview(view)
      return view
    }
    engine.perform {
      for (index, view) in views.enumerated() {
        UIView.animate(
          withDuration: 1 + Double(index % 7) / 10, delay: 0, options: [.repeat, .autoreverse]
        ) {
          view.center.y += 100
          view.alpha = 0.5
        }
      }
    }
    var list = DisplayList()
    var host = 0.0
    for _ in 0..<10 {
      host += FrameClock.frameInterval
      engine.tick(to: host)
      list.build(from: window)
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      host += FrameClock.frameInterval
      engine.tick(to: host)
      list.build(from: window)
    }
    benchmark.stopMeasurement()
    blackHole(list)
  }
}
