import CCairo
import Foundation
import Segue

/// A projection being drawn: the surface of its plane, what was current before it, and how
/// its pixels map back.
struct OpenPlane {
  let surface: OpaquePointer
  let context: OpaquePointer
  let previousContext: OpaquePointer
  let previousBase: CGAffineTransform
  /// The plane's pixels to the enclosing surface's pixels.
  let toParent: CATransform3D
}

extension FrameRenderer {
  // MARK: Groups

  func pushGroup(_ group: Group) {
    cairo_push_group(context)
  }

  /// Composites the group: its shadow first (cast from its alpha), then the group, both with
  /// the group's opacity.
  func popGroup(_ group: Group) {
    let pattern = popGroupInDeviceSpace()
    defer { cairo_pattern_destroy(pattern) }
    let opacity = Double(min(max(group.opacity, 0), 1))
    guard let shadow = group.shadow else {
      cairo_set_source(context, pattern)
      return cairo_paint_with_alpha(context, opacity)
    }
    cairo_push_group(context)
    shadows.draw(shadow, of: pattern, in: self)
    cairo_set_source(context, pattern)
    cairo_paint(context)
    cairo_pop_group_to_source(context)
    cairo_paint_with_alpha(context, opacity)
  }

  // MARK: Masks

  /// The mask's shape is the group on top, its content the one beneath.
  func popMask() {
    let shape = popGroupInDeviceSpace()
    defer { cairo_pattern_destroy(shape) }
    let content = popGroupInDeviceSpace()
    defer { cairo_pattern_destroy(content) }
    cairo_set_source(context, content)
    cairo_mask(context, shape)
  }

  /// Pops a group as a pattern in device space, and leaves the matrix the identity. A
  /// popped group's pattern is made for the matrix of its push, which the shape of a mask
  /// and its content need not share; every draw sets its own matrix again.
  private func popGroupInDeviceSpace() -> OpaquePointer {
    let pattern = cairo_pop_group(context)!
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    cairo_pattern_set_matrix(pattern, &identity)
    cairo_identity_matrix(context)
    return pattern
  }

  // MARK: Projections

  /// Starts drawing the projection's plane into a surface of its own, its bounds' origin at
  /// the surface's corner, at the frame's pixel scale.
  func pushProjection(_ projection: Projection) {
    let bounds = projection.bounds
    let width = Int32(min(max((bounds.width * scale).rounded(.up), 1), 8192))
    let height = Int32(min(max((bounds.height * scale).rounded(.up), 1), 8192))
    let planeSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let planeContext = cairo_create(planeSurface)!
    // Plane pixels → plane points → the enclosing plane's points → its pixels.
    let fromPixels = CATransform3DConcat(
      CATransform3DMakeScale(1 / scale, 1 / scale, 1),
      CATransform3DMakeTranslation(bounds.minX, bounds.minY, 0))
    let toParent = CATransform3DConcat(
      CATransform3DConcat(fromPixels, projection.transform), CATransform3DMakeAffineTransform(base))
    planes.append(
      OpenPlane(
        surface: planeSurface, context: planeContext, previousContext: context,
        previousBase: base, toParent: toParent))
    context = planeContext
    base = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
  }

  /// Maps the plane's pixels into the enclosing surface with pixman (a projective transform,
  /// bilinear), over the box its corners land in, and paints that through the enclosing
  /// clip. A plane reaching behind the eye is not drawn.
  func popProjection() {
    guard let plane = planes.popLast() else { return }
    context = plane.previousContext
    base = plane.previousBase
    defer {
      cairo_destroy(plane.context)
      cairo_surface_destroy(plane.surface)
    }
    cairo_surface_flush(plane.surface)
    let width = CGFloat(cairo_image_surface_get_width(plane.surface))
    let height = CGFloat(cairo_image_surface_get_height(plane.surface))
    let corners = [
      CGPoint.zero, CGPoint(x: width, y: 0), CGPoint(x: 0, y: height),
      CGPoint(x: width, y: height),
    ].compactMap(plane.toParent.project)
    guard corners.count == 4 else { return }
    let target = cairo_get_target(context)!
    let limit = CGRect(
      x: 0, y: 0, width: CGFloat(cairo_image_surface_get_width(target)),
      height: CGFloat(cairo_image_surface_get_height(target)))
    var box = corners.dropFirst().reduce(CGRect(origin: corners[0], size: .zero)) {
      $0.union(CGRect(origin: $1, size: .zero))
    }
    box = CGRect(
      x: box.minX.rounded(.down), y: box.minY.rounded(.down),
      width: box.maxX.rounded(.up) - box.minX.rounded(.down),
      height: box.maxY.rounded(.up) - box.minY.rounded(.down)
    ).intersection(limit)
    guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
    let warped = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height))!
    defer { cairo_surface_destroy(warped) }
    Projector.warp(
      plane.surface, by: plane.toParent, into: warped, at: (Int32(box.minX), Int32(box.minY)))
    cairo_save(context)
    cairo_identity_matrix(context)
    cairo_set_source_surface(context, warped, Double(box.minX), Double(box.minY))
    cairo_paint(context)
    cairo_restore(context)
  }
}
