import CSDL2
import Foundation
import Segue

/// Executes a display list on any SDL_Renderer: a window's, or a software renderer over a
/// surface for headless frames. Everything is triangles through SDL_RenderGeometry, batched
/// while the texture, the blend mode and the clip stay the same, but text only moved, which
/// is copied with SDL_RenderCopy (`TextRun.copyOrigin` says why); blending is SDL's
/// straight-alpha source-over. Opaque untextured triangles are drawn unblended: the pixels
/// are the same (source-over with alpha 255 is a copy), and SDL's software renderer blends a
/// triangle through a temporary surface as large as its bounding box, so skipping that
/// makes a full-screen fill about three times cheaper.
///
/// Vertex and index buffers are kept between frames, so a steady frame does not allocate.
@MainActor
public final class DisplayListRenderer {
  public let renderer: OpaquePointer
  private let corners: CornerTextures
  private let texts: TextTextures
  private let blurs: BackdropBlurPass
  private var vertices: [SDL_Vertex] = []
  private var indices: [Int32] = []
  private var batchTexture: OpaquePointer?
  private var batchBlend = SDL_BLENDMODE_BLEND
  /// Clips in force, innermost last: SDL's scissor rectangle, plus the exact polygon when
  /// some clip on the stack is rotated. An empty rectangle hides everything.
  private var clips: [(rect: SDL_Rect, polygon: ConvexClip?)] = []
  private var scale: CGFloat = 1

  public init(renderer: OpaquePointer) throws {
    self.renderer = renderer
    self.corners = CornerTextures(renderer: renderer)
    self.texts = TextTextures(renderer: renderer, fonts: try FontCache())
    self.blurs = BackdropBlurPass(renderer: renderer)
  }

  /// Clears and draws `list` at `scale` pixels per point. The clear color is the first
  /// command's when that is an opaque fill over the whole target (a window's background):
  /// the clear paints those pixels anyway, so the fill is not drawn twice. Otherwise black.
  public func draw(_ list: DisplayList, scale: CGFloat) {
    self.scale = scale
    texts.beginFrame()
    clips.removeAll(keepingCapacity: true)
    SDL_RenderSetClipRect(renderer, nil)
    let background = backgroundFill(of: list)
    let clear = background.map { sdlColor($0.color) } ?? SDL_Color(r: 0, g: 0, b: 0, a: 255)
    SDL_SetRenderDrawColor(renderer, clear.r, clear.g, clear.b, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    for command in list.commands.dropFirst(background == nil ? 0 : 1) {
      switch command {
      case .fill(let fill): draw(fill)
      case .linearGradient(let gradient): draw(gradient)
      case .text(let run): draw(run)
      case .pushClip(let clip): pushClip(clip)
      case .popClip: popClip()
      case .backdropBlur(let blur):
        blurs.draw(blur, scale: scale, hidden: isClippedAway, flush: flush)
      }
    }
    flush()
  }

  /// The first command, when it is an opaque, square, unrotated fill covering every pixel.
  private func backgroundFill(of list: DisplayList) -> Fill? {
    guard case .fill(let fill) = list.commands.first, fill.color.bytes.a == 255,
      fill.cornerRadius <= 0, fill.transform.b == 0, fill.transform.c == 0
    else { return nil }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    let box = fill.rect.applying(pixelTransform(fill.transform))
    return box.contains(CGRect(x: 0, y: 0, width: Int(width), height: Int(height))) ? fill : nil
  }

  private var isClippedAway: Bool {
    guard let clip = clips.last else { return false }
    return clip.rect.w <= 0 || clip.rect.h <= 0 || clip.polygon?.isEmpty == true
  }

  private func pixelTransform(_ transform: CGAffineTransform) -> CGAffineTransform {
    transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
  }

  // MARK: Fills

  private func draw(_ fill: Fill) {
    guard !isClippedAway, fill.rect.width > 0, fill.rect.height > 0 else { return }
    let transform = pixelTransform(fill.transform)
    let color = sdlColor(fill.color)
    let radius = min(max(fill.cornerRadius, 0), fill.rect.width / 2, fill.rect.height / 2)
    // How many pixels one point of the view covers, for picking the corner texture.
    let pixelsPerPoint = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
    let pixelRadius = Int((radius * pixelsPerPoint).rounded())
    guard pixelRadius >= 1, let texture = corners.texture(radius: pixelRadius) else {
      return appendQuad(fill.rect, transform: transform, texture: nil, opaque: color.a == 255) {
        _, _ in color
      }
    }
    appendNineSlice(
      fill.rect, radius: radius, textureRadius: min(pixelRadius, CornerTextures.maximumRadius),
      transform: transform, texture: texture, color: color)
  }

  /// Nine quads: corners on the texture's rounded quadrants, edges and middle on its
  /// opaque center row and column. The texture is (2R+1) texels square. An opaque fill's
  /// middle quad is drawn untextured and unblended instead: there the texture is opaque, so
  /// the pixels are the same, and SDL's software renderer fills a flat quad many times
  /// faster than it maps a texture (most of a large card's area).
  private func appendNineSlice(
    _ rect: CGRect, radius: CGFloat, textureRadius: Int, transform: CGAffineTransform,
    texture: OpaquePointer, color: SDL_Color
  ) {
    use(texture)
    var firstIndex = indices.count
    let size = Float(2 * textureRadius + 1)
    let inner = Float(textureRadius) / size
    let outer = Float(textureRadius + 1) / size
    // The four grid lines across each axis: edge, corner end, corner start, edge.
    func line(_ i: Int, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
      switch i {
      case 0: low
      case 1: low + radius
      case 2: high - radius
      default: high
      }
    }
    func uv(_ i: Int) -> Float {
      switch i {
      case 0: 0
      case 1: inner
      case 2: outer
      default: 1
      }
    }
    let first = Int32(vertices.count)
    for row in 0..<4 {
      for column in 0..<4 {
        let point = CGPoint(
          x: line(column, rect.minX, rect.maxX), y: line(row, rect.minY, rect.maxY)
        ).applying(transform)
        vertices.append(
          SDL_Vertex(
            position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color,
            tex_coord: SDL_FPoint(x: uv(column), y: uv(row))))
      }
    }
    let flatMiddle = color.a == 255
    for row in Int32(0)..<3 {
      for column in Int32(0)..<3 where !(flatMiddle && row == 1 && column == 1) {
        appendQuadIndices(first + row * 4 + column, columns: 4)
      }
    }
    clipAppended(from: firstIndex)
    guard flatMiddle else { return }
    // The middle quad's corners are grid points 5, 6, 9 and 10: the very same positions,
    // so it meets its neighbours without a gap or an overlap.
    let base = Int(first)
    let middle = (vertices[base + 5], vertices[base + 6], vertices[base + 9], vertices[base + 10])
    use(nil, blend: SDL_BLENDMODE_NONE)
    firstIndex = indices.count
    let flat = Int32(vertices.count)
    vertices.append(middle.0)
    vertices.append(middle.1)
    vertices.append(middle.2)
    vertices.append(middle.3)
    appendQuadIndices(flat, columns: 2)
    clipAppended(from: firstIndex)
  }

  // MARK: Gradients

  private func draw(_ gradient: LinearGradient) {
    guard !isClippedAway, gradient.rect.width > 0, gradient.rect.height > 0 else { return }
    let dx = gradient.end.x - gradient.start.x
    let dy = gradient.end.y - gradient.start.y
    let lengthSquared = dx * dx + dy * dy
    let start = gradient.startColor
    let end = gradient.endColor
    // The color is an affine function of position, so coloring the corners and letting
    // the rasteriser interpolate is exact as long as the ends lie on the rect's edges.
    let opaque = start.bytes.a == 255 && end.bytes.a == 255
    appendQuad(
      gradient.rect, transform: pixelTransform(gradient.transform), texture: nil, opaque: opaque
    ) { u, v in
      let t =
        lengthSquared > 0
        ? min(
          max(((u - gradient.start.x) * dx + (v - gradient.start.y) * dy) / lengthSquared, 0), 1)
        : 0
      return sdlColor(
        RGBA(
          red: start.red + (end.red - start.red) * t,
          green: start.green + (end.green - start.green) * t,
          blue: start.blue + (end.blue - start.blue) * t,
          alpha: start.alpha + (end.alpha - start.alpha) * t))
    }
  }

  // MARK: Text

  /// Text only moved is copied texel for texel (`TextRun.copyOrigin`), unless a rotated clip
  /// is in force: only triangles are cut to its polygon.
  private func draw(_ run: TextRun) {
    guard !isClippedAway, let entry = texts.texture(for: run, scale: scale) else { return }
    let width = CGFloat(entry.width) / scale
    let height = CGFloat(entry.height) / scale
    let rect = run.placement(of: CGSize(width: width, height: height))
    let color = sdlColor(run.color)
    if clips.last?.polygon == nil, let origin = run.copyOrigin(placing: rect, scale: scale) {
      let destination = SDL_Rect(x: origin.x, y: origin.y, w: entry.width, h: entry.height)
      return copy(entry.texture, to: destination, color: color)
    }
    appendQuad(
      rect, transform: run.pixelTransform(placing: rect, scale: scale), texture: entry.texture
    ) { _, _ in color }
  }

  /// Tinted as a vertex color tints the triangles: SDL multiplies each texel by the color and
  /// alpha mods (set per copy, as one texture serves runs of any color), with the same
  /// arithmetic; only opaque white, which needs no tint, takes SDL's faster blender, whose
  /// rounding differs by up to 2 levels. The batch so far is drawn first, to keep the order.
  private func copy(_ texture: OpaquePointer, to destination: SDL_Rect, color: SDL_Color) {
    flush()
    SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
    SDL_SetTextureAlphaMod(texture, color.a)
    var destination = destination
    SDL_RenderCopy(renderer, texture, nil, &destination)
  }

  // MARK: Clips

  private func pushClip(_ clip: Clip) {
    flush()
    let transform = pixelTransform(clip.transform)
    let r = clip.rect
    let outer = clips.last
    var polygon = outer?.polygon
    // Only a rotated clip needs its polygon (an unrotated one is its box): the corners array
    // is not made for the others, so the usual frame allocates nothing here.
    if transform.b != 0 || transform.c != 0 {
      let corners = [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ].map { point in
        let p = point.applying(transform)
        return SDL_FPoint(x: Float(p.x), y: Float(p.y))
      }
      polygon = polygon?.intersected(with: corners) ?? ConvexClip(corners)
    }
    let box = polygon.map { boundingBox($0.polygon) } ?? r.applying(transform)
    var rect = SDL_Rect(
      x: Int32(box.minX.rounded()), y: Int32(box.minY.rounded()),
      w: Int32(box.maxX.rounded() - box.minX.rounded()),
      h: Int32(box.maxY.rounded() - box.minY.rounded()))
    if var outerRect = outer?.rect {
      var intersection = SDL_Rect()
      rect =
        SDL_IntersectRect(&outerRect, &rect, &intersection) == SDL_TRUE ? intersection : SDL_Rect()
    }
    clips.append((rect, polygon))
    applyClip()
  }

  private func boundingBox(_ points: [SDL_FPoint]) -> CGRect {
    guard let first = points.first else { return .zero }
    var box = CGRect(x: CGFloat(first.x), y: CGFloat(first.y), width: 0, height: 0)
    for p in points.dropFirst() {
      box = box.union(CGRect(x: CGFloat(p.x), y: CGFloat(p.y), width: 0, height: 0))
    }
    return box
  }

  private func popClip() {
    flush()
    _ = clips.popLast()
    applyClip()
  }

  private func applyClip() {
    guard var rect = clips.last?.rect, rect.w > 0, rect.h > 0 else {
      SDL_RenderSetClipRect(renderer, nil)
      return
    }
    SDL_RenderSetClipRect(renderer, &rect)
  }

  // MARK: Batching

  /// Appends a quad over `rect`; `color(u, v)` colors each corner, u and v in 0…1.
  /// `opaque`: untextured and every corner's alpha is 255.
  private func appendQuad(
    _ rect: CGRect, transform: CGAffineTransform, texture: OpaquePointer?, opaque: Bool = false,
    color: (CGFloat, CGFloat) -> SDL_Color
  ) {
    use(texture, blend: opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    let firstIndex = indices.count
    defer { clipAppended(from: firstIndex) }
    let first = Int32(vertices.count)
    for corner in 0..<4 {
      let u = CGFloat(corner & 1)
      let v = CGFloat(corner >> 1)
      let point = CGPoint(x: rect.minX + rect.width * u, y: rect.minY + rect.height * v)
        .applying(transform)
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color(u, v),
          tex_coord: SDL_FPoint(x: Float(u), y: Float(v))))
    }
    appendQuadIndices(first, columns: 2)
  }

  /// Two triangles over the grid cell whose top-left vertex is `topLeft`, in a vertex grid
  /// `columns` wide. Appended one by one: an array literal here would allocate per quad.
  private func appendQuadIndices(_ topLeft: Int32, columns: Int32) {
    let topRight = topLeft + 1
    let bottomLeft = topLeft + columns
    let bottomRight = bottomLeft + 1
    indices.append(topLeft)
    indices.append(topRight)
    indices.append(bottomLeft)
    indices.append(topRight)
    indices.append(bottomRight)
    indices.append(bottomLeft)
  }

  /// Cuts the triangles appended since `firstIndex` to the rotated clip, if one is in force.
  private func clipAppended(from firstIndex: Int) {
    clips.last?.polygon?.clip(vertices: &vertices, indices: &indices, from: firstIndex)
  }

  /// Textured triangles blend by their texture's mode (always BLEND here); untextured ones
  /// by `blend`.
  private func use(_ texture: OpaquePointer?, blend: SDL_BlendMode = SDL_BLENDMODE_BLEND) {
    if texture != batchTexture || blend != batchBlend { flush() }
    batchTexture = texture
    batchBlend = blend
  }

  private func flush() {
    defer {
      vertices.removeAll(keepingCapacity: true)
      indices.removeAll(keepingCapacity: true)
    }
    guard !indices.isEmpty, !isClippedAway else { return }
    let unblended = batchTexture == nil && batchBlend == SDL_BLENDMODE_NONE
    if unblended { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
    SDL_RenderGeometry(
      renderer, batchTexture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    // Everything else (the backdrop's tint too) expects blending.
    if unblended { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
  }

  private func sdlColor(_ color: RGBA) -> SDL_Color {
    let bytes = color.bytes
    return SDL_Color(r: bytes.r, g: bytes.g, b: bytes.b, a: bytes.a)
  }
}
