import CSDL2
import Foundation

/// Clipping of triangles to a convex polygon (Sutherland–Hodgman), for clips that SDL's
/// axis-aligned clip rectangle cannot express: a rotated `clipsToBounds` view. Position,
/// color and texture coordinates are interpolated along cut edges, so what survives draws
/// exactly as the unclipped triangle would have.
struct ConvexClip {
  /// Pixel-space corners, in order around the polygon.
  private(set) var polygon: [SDL_FPoint]
  /// +1 when the corners run clockwise on screen, -1 otherwise.
  private let winding: Float

  init(_ polygon: [SDL_FPoint]) {
    self.polygon = polygon
    var area: Float = 0
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      area += a.x * b.y - b.x * a.y
    }
    winding = area >= 0 ? 1 : -1
  }

  var isEmpty: Bool { polygon.count < 3 }

  /// This region cut by another convex polygon (nested clips).
  func intersected(with other: [SDL_FPoint]) -> ConvexClip {
    var points = other
    for edge in polygon.indices {
      points = cut(points, edge: edge) { a, b, t in
        SDL_FPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      } position: {
        $0
      }
    }
    return ConvexClip(points)
  }

  /// Replaces the triangles from `firstIndex` on with their clipped pieces.
  func clip(vertices: inout [SDL_Vertex], indices: inout [Int32], from firstIndex: Int) {
    let triangles = Array(indices[firstIndex...])
    indices.removeSubrange(firstIndex...)
    for t in stride(from: 0, to: triangles.count, by: 3) {
      var piece = [
        vertices[Int(triangles[t])], vertices[Int(triangles[t + 1])],
        vertices[Int(triangles[t + 2])],
      ]
      for edge in polygon.indices where !piece.isEmpty {
        piece = cut(piece, edge: edge, interpolate: Self.interpolate) { $0.position }
      }
      guard piece.count >= 3 else { continue }
      let first = Int32(vertices.count)
      vertices.append(contentsOf: piece)
      for k in 1..<(Int32(piece.count) - 1) {
        indices.append(contentsOf: [first, first + k, first + k + 1])
      }
    }
  }

  /// Keeps the part of `points` on the inner side of polygon edge `edge`.
  private func cut<P>(
    _ points: [P], edge: Int, interpolate: (P, P, Float) -> P, position: (P) -> SDL_FPoint
  ) -> [P] {
    let a = polygon[edge]
    let b = polygon[(edge + 1) % polygon.count]
    func side(_ p: SDL_FPoint) -> Float {
      winding * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x))
    }
    var result: [P] = []
    for i in points.indices {
      let current = points[i]
      let next = points[(i + 1) % points.count]
      let sc = side(position(current))
      let sn = side(position(next))
      if sc >= 0 { result.append(current) }
      if (sc >= 0) != (sn >= 0) {
        result.append(interpolate(current, next, sc / (sc - sn)))
      }
    }
    return result
  }

  private static func interpolate(_ a: SDL_Vertex, _ b: SDL_Vertex, _ t: Float) -> SDL_Vertex {
    func mix(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
    func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(mix(Float(x), Float(y)).rounded()) }
    return SDL_Vertex(
      position: SDL_FPoint(x: mix(a.position.x, b.position.x), y: mix(a.position.y, b.position.y)),
      color: SDL_Color(
        r: mix(a.color.r, b.color.r), g: mix(a.color.g, b.color.g), b: mix(a.color.b, b.color.b),
        a: mix(a.color.a, b.color.a)),
      tex_coord: SDL_FPoint(
        x: mix(a.tex_coord.x, b.tex_coord.x), y: mix(a.tex_coord.y, b.tex_coord.y)))
  }
}
