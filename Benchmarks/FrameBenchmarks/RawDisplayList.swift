import CSDL2
import Foundation
import Segue
import SegueSDL

/// The raw-SDL baseline of a frame: the SDL calls that draw one display list's picture,
/// worked out once from the full list (nothing culled), so that `draw()` makes only SDL calls,
/// with no Segue code between them. Per command, in order:
///
/// - an opaque, square, unrotated fill: SDL_RenderFillRect, the fastest thing SDL offers;
/// - another fill: one SDL_RenderGeometry of its quad, or with rounded corners of three quads and
///   a fan of 8 segments in each corner (no anti-aliasing: what plain SDL code draws without
///   a texture); unblended when opaque (SDL_BLENDMODE_NONE), as Segue draws it;
/// - a gradient: one SDL_RenderGeometry of a quad colored at its corners;
/// - text: the string's SDL_ttf texture (rasterised once), tinted by its color and alpha mods
///   and drawn by SDL_RenderCopy when only moved, as Segue draws it; otherwise one
///   SDL_RenderGeometry of it, tinted by the vertex color;
/// - a clip: SDL_RenderSetClipRect of its bounding box on screen;
/// - a backdrop blur: what SDL does for one (SDL_RenderReadPixels of the region, then
///   SDL_UpdateTexture and SDL_RenderGeometry of a texture that size, in tiles where SDL
///   needs them, and the tint's quad), without the blur arithmetic itself.
///
/// Before them SDL_RenderClear, after them SDL_RenderFlush, on a software renderer over an
/// XRGB8888 surface of the same size, as `HeadlessRenderer` draws.
@MainActor
final class RawDisplayList {
  private enum Call {
    /// An opaque, square, unrotated fill: SDL_RenderFillRect, what a C programmer writes.
    case fillRect(SDL_Rect, SDL_Color)
    case geometry(
      texture: OpaquePointer?, blend: SDL_BlendMode, vertices: [SDL_Vertex], indices: [Int32])
    case copy(texture: OpaquePointer, destination: SDL_Rect, color: SDL_Color)
    case clip(SDL_Rect?)
    case backdrop(
      region: SDL_Rect, texture: OpaquePointer, vertices: [SDL_Vertex], indices: [Int32])
  }

  private let surface: UnsafeMutablePointer<SDL_Surface>
  private let renderer: OpaquePointer
  private var calls: [Call] = []
  private var textures: [OpaquePointer] = []
  private var fonts: [OpaquePointer] = []
  /// The read-back buffer of a backdrop, kept between frames.
  private var pixels: [UInt32] = []
  private let scale: CGFloat

  init?(_ list: DisplayList, size: CGSize, scale: CGFloat) {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(size.width * scale), Int32(size.height * scale), 32,
        SDL_PIXELFORMAT_XRGB8888.rawValue),
      let renderer = SDL_CreateSoftwareRenderer(surface)
    else { return nil }
    self.surface = surface
    self.renderer = renderer
    self.scale = scale
    if TTF_WasInit() == 0 { TTF_Init() }
    var clips: [SDL_Rect?] = [nil]
    for command in list.commands {
      switch command {
      case .fill(let fill):
        calls.append(fillCall(fill))
      case .gradient(let gradient):
        calls.append(gradientCall(gradient))
      case .text(let run):
        if let call = textCall(run) { calls.append(call) }
      case .pushClip(let clip):
        let box = clip.rect.applying(toPixels(clip.transform))
        var rect = sdlRect(box)
        if var outer = clips.last ?? nil {
          var inner = SDL_Rect()
          rect = SDL_IntersectRect(&outer, &rect, &inner) == SDL_TRUE ? inner : SDL_Rect()
        }
        clips.append(rect)
        calls.append(.clip(rect))
      case .popClip:
        _ = clips.popLast()
        calls.append(.clip(clips.last ?? nil))
      case .backdropBlur(let blur):
        calls.append(contentsOf: backdropCalls(blur))
      case .path, .image, .border, .pushGroup, .popGroup, .pushProjection, .popProjection,
        .pushMask,
        .maskWith,
        .popMask:
        // Plain SDL has no groups, masks, projections or path fills: the baseline draws the
        // rest of the picture, which makes it a floor, not an equal.
        break
      }
    }
  }

  isolated deinit {
    for texture in textures { SDL_DestroyTexture(texture) }
    for font in fonts { TTF_CloseFont(font) }
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }

  func draw() {
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    for call in calls {
      switch call {
      case .fillRect(var rect, let color):
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &rect)
      case .geometry(let texture, let blend, let vertices, let indices):
        SDL_SetRenderDrawBlendMode(renderer, blend)
        SDL_RenderGeometry(
          renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
      case .copy(let texture, var destination, let color):
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_RenderCopy(renderer, texture, nil, &destination)
      case .clip(let rect):
        if var rect {
          SDL_RenderSetClipRect(renderer, &rect)
        } else {
          SDL_RenderSetClipRect(renderer, nil)
        }
      case .backdrop(var region, let texture, let vertices, let indices):
        SDL_RenderReadPixels(
          renderer, &region, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, region.w * 4)
        SDL_UpdateTexture(texture, nil, pixels, region.w * 4)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderGeometry(
          renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
      }
    }
    SDL_RenderFlush(renderer)
  }

  /// Writes the surface as a PNG (SDL_image), to compare the baseline's picture with Segue's.
  func savePNG(to url: URL) {
    IMG_SavePNG(surface, url.path)
  }

  private static let quad: [Int32] = [0, 1, 2, 1, 3, 2]

  private func toPixels(_ transform: CGAffineTransform) -> CGAffineTransform {
    transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
  }

  private func vertex(_ point: CGPoint, _ color: SDL_Color, u: CGFloat = 0, v: CGFloat = 0)
    -> SDL_Vertex
  {
    SDL_Vertex(
      position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color,
      tex_coord: SDL_FPoint(x: Float(u), y: Float(v)))
  }

  /// The corners of `rect` through `transform`, top-left, top-right, bottom-left,
  /// bottom-right, each colored by `color(u, v)`.
  private func quad(
    _ rect: CGRect, _ transform: CGAffineTransform, color: (CGFloat, CGFloat) -> SDL_Color
  ) -> [SDL_Vertex] {
    [(0.0, 0.0), (1, 0), (0, 1), (1, 1)].map { u, v in
      vertex(
        CGPoint(x: rect.minX + rect.width * u, y: rect.minY + rect.height * v)
          .applying(transform), color(u, v), u: u, v: v)
    }
  }

  private func fillCall(_ fill: Fill) -> Call {
    let transform = toPixels(fill.transform)
    let color = sdlColor(fill.color)
    let radius = min(fill.cornerRadius, fill.rect.width / 2, fill.rect.height / 2)
    // Opaque fills unblended, as Segue draws them: the same pixels, at a third of the cost.
    let blend = color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
    if radius <= 0, color.a == 255, transform.b == 0, transform.c == 0 {
      return .fillRect(sdlRect(fill.rect.applying(transform)), color)
    }
    guard radius > 0 else {
      return .geometry(
        texture: nil, blend: blend, vertices: quad(fill.rect, transform) { _, _ in color },
        indices: Self.quad)
    }
    // Three quads (the middle band across, the top and bottom bands between the corners)
    // and a fan of 8 segments in each corner: triangles with small bounding boxes, as SDL's
    // software rasteriser scans each triangle's box.
    let r = fill.rect
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []
    let bands = [
      CGRect(x: r.minX, y: r.minY + radius, width: r.width, height: r.height - 2 * radius),
      CGRect(x: r.minX + radius, y: r.minY, width: r.width - 2 * radius, height: radius),
      CGRect(x: r.minX + radius, y: r.maxY - radius, width: r.width - 2 * radius, height: radius),
    ]
    for band in bands {
      let first = Int32(vertices.count)
      vertices += quad(band, transform) { _, _ in color }
      indices += Self.quad.map { first + $0 }
    }
    let corners: [(CGPoint, Double)] = [
      (CGPoint(x: r.maxX - radius, y: r.minY + radius), -Double.pi / 2),
      (CGPoint(x: r.maxX - radius, y: r.maxY - radius), 0),
      (CGPoint(x: r.minX + radius, y: r.maxY - radius), Double.pi / 2),
      (CGPoint(x: r.minX + radius, y: r.minY + radius), Double.pi),
    ]
    for (center, start) in corners {
      let first = Int32(vertices.count)
      vertices.append(vertex(center.applying(transform), color))
      for step in 0...8 {
        let angle = start + Double(step) / 8 * Double.pi / 2
        let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        vertices.append(vertex(point.applying(transform), color))
      }
      indices += (Int32(1)...8).flatMap { [first, first + $0, first + $0 + 1] }
    }
    return .geometry(texture: nil, blend: blend, vertices: vertices, indices: indices)
  }

  /// Its first and last colors along the axis, corner colors interpolated by SDL.
  private func gradientCall(_ gradient: Gradient) -> Call {
    let dx = gradient.end.x - gradient.start.x
    let dy = gradient.end.y - gradient.start.y
    let length = max(dx * dx + dy * dy, 1e-12)
    let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    let (from, to) = (gradient.colors.first ?? clear, gradient.colors.last ?? clear)
    let vertices = quad(gradient.rect, toPixels(gradient.transform)) { u, v in
      let t = min(max(((u - gradient.start.x) * dx + (v - gradient.start.y) * dy) / length, 0), 1)
      return sdlColor(
        RGBA(
          red: from.red + (to.red - from.red) * t, green: from.green + (to.green - from.green) * t,
          blue: from.blue + (to.blue - from.blue) * t,
          alpha: from.alpha + (to.alpha - from.alpha) * t))
    }
    let opaque = from.bytes.a == 255 && to.bytes.a == 255
    return .geometry(
      texture: nil, blend: opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND, vertices: vertices,
      indices: Self.quad)
  }

  private func textCall(_ run: TextRun) -> Call? {
    let bold = run.bold ? "Fonts/DejaVuSans-Bold.ttf" : "Fonts/DejaVuSans.ttf"
    guard let font = TTF_OpenFont(Assets.url(bold).path, Int32((run.pointSize * scale).rounded()))
    else { return nil }
    fonts.append(font)
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard
      let text =
        run.wraps
        ? TTF_RenderUTF8_Blended_Wrapped(font, run.string, white, UInt32(run.rect.width * scale))
        : TTF_RenderUTF8_Blended(font, run.string, white),
      let texture = SDL_CreateTextureFromSurface(renderer, text)
    else { return nil }
    defer { SDL_FreeSurface(text) }
    textures.append(texture)
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    let width = CGFloat(text.pointee.w) / scale
    let height = CGFloat(text.pointee.h) / scale
    let rect = run.placement(of: CGSize(width: width, height: height))
    let color = sdlColor(run.color)
    let t = run.transform
    if t.a == 1, t.d == 1, t.b == 0, t.c == 0 {
      // Only moved: copied texel for texel at the rounded pixel, as plain SDL code would.
      let origin = rect.origin.applying(toPixels(t))
      let destination = SDL_Rect(
        x: Int32(origin.x.rounded()), y: Int32(origin.y.rounded()), w: text.pointee.w,
        h: text.pointee.h)
      return .copy(texture: texture, destination: destination, color: color)
    }
    return .geometry(
      texture: texture, blend: SDL_BLENDMODE_BLEND,
      vertices: quad(rect, toPixels(run.transform)) { _, _ in color },
      indices: Self.quad)
  }

  private func backdropCalls(_ blur: BackdropBlur) -> [Call] {
    let transform = toPixels(blur.transform)
    var output = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
    var box = sdlRect(blur.rect.applying(transform))
    var region = SDL_Rect()
    guard SDL_IntersectRect(&output, &box, &region) == SDL_TRUE,
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        region.w, region.h)
    else { return [] }
    textures.append(texture)
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    pixels = [UInt32](repeating: 0, count: Int(region.w * region.h))
    let opacity = SDL_Color(
      r: 255, g: 255, b: 255, a: UInt8((min(max(blur.opacity, 0), 1) * 255).rounded()))
    let tint = sdlColor(blur.tint)
    // In n × n tiles once the texture is large: SDL 2.26's software renderer overflows
    // 32-bit products of a triangle's area and its texel coordinates (a full-screen blur at
    // scale 2 crashes it), as Segue's renderer does too.
    let area = Double(region.w) * Double(region.h)
    let product = 4 * area * Double(max(region.w, region.h) + 1)
    let n = product < Double(1 << 31) ? 1 : Int((product / Double(1 << 30)).squareRoot() + 1)
    var tiles: [SDL_Vertex] = []
    var indices: [Int32] = []
    for row in 0..<n {
      for column in 0..<n {
        let cell = CGRect(
          x: blur.rect.minX + blur.rect.width * CGFloat(column) / CGFloat(n),
          y: blur.rect.minY + blur.rect.height * CGFloat(row) / CGFloat(n),
          width: blur.rect.width / CGFloat(n), height: blur.rect.height / CGFloat(n))
        let first = Int32(tiles.count)
        tiles += quad(cell, transform) { _, _ in opacity }.map { vertex in
          var vertex = vertex
          let u = (CGFloat(vertex.position.x) - CGFloat(region.x)) / CGFloat(region.w)
          let v = (CGFloat(vertex.position.y) - CGFloat(region.y)) / CGFloat(region.h)
          vertex.tex_coord = SDL_FPoint(x: Float(u), y: Float(v))
          return vertex
        }
        indices += Self.quad.map { first + $0 }
      }
    }
    return [
      .backdrop(region: region, texture: texture, vertices: tiles, indices: indices),
      .geometry(
        texture: nil, blend: SDL_BLENDMODE_BLEND,
        vertices: quad(blur.rect, transform) { _, _ in tint }, indices: Self.quad),
    ]
  }

  private func sdlRect(_ box: CGRect) -> SDL_Rect {
    SDL_Rect(
      x: Int32(box.minX.rounded()), y: Int32(box.minY.rounded()),
      w: Int32(box.maxX.rounded() - box.minX.rounded()),
      h: Int32(box.maxY.rounded() - box.minY.rounded()))
  }

  private func sdlColor(_ color: RGBA) -> SDL_Color {
    let bytes = color.bytes
    return SDL_Color(r: bytes.r, g: bytes.g, b: bytes.b, a: bytes.a)
  }
}
