import CCairo
import Foundation
import Segue

/// An axial or radial gradient as the cairo pattern the renderer makes of it, in the unit
/// square of its rect: an axial one from `start`'s centre to `end`'s; a radial one, whose
/// circles cairo cannot stretch into ellipses, as circles about the scaled start (radius 0,
/// then 1) under a pattern matrix that scales the unit square so that the ellipse through
/// the gradient's end is the unit circle. Both the cairo pattern and `FrameCompositor`'s
/// own composite are made from it, so that they hold the same numbers.
struct GradientGeometry {
  /// A circle as cairo's patterns keep their ends (`cairo_circle_double_t`); an axial
  /// gradient's have no radius.
  struct Circle {
    var x: Double
    var y: Double
    var radius: Double
  }

  let radial: Bool
  let start: Circle
  let end: Circle
  /// The pattern's own matrix (`cairo_pattern_set_matrix`).
  let matrix: cairo_matrix_t

  /// Nil for a conic gradient.
  init?(_ gradient: Gradient) {
    let (start, end) = (gradient.start, gradient.end)
    switch gradient.kind {
    case .axial:
      radial = false
      self.start = Circle(x: Double(start.x), y: Double(start.y), radius: 0)
      self.end = Circle(x: Double(end.x), y: Double(end.y), radius: 0)
      matrix = .identity
    case .radial:
      radial = true
      let (rx, ry) = (max(abs(end.x - start.x), 1e-6), max(abs(end.y - start.y), 1e-6))
      let (x, y) = (Double(start.x / rx), Double(start.y / ry))
      self.start = Circle(x: x, y: y, radius: 0)
      self.end = Circle(x: x, y: y, radius: 1)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, Double(1 / rx), Double(1 / ry))
      self.matrix = matrix
    case .conic:
      return nil
    }
  }

  /// The cairo pattern (its stops not yet added).
  func pattern() -> OpaquePointer {
    guard radial else { return cairo_pattern_create_linear(start.x, start.y, end.x, end.y) }
    let pattern = cairo_pattern_create_radial(
      start.x, start.y, start.radius, end.x, end.y, end.radius)!
    var matrix = matrix
    cairo_pattern_set_matrix(pattern, &matrix)
    return pattern
  }
}
