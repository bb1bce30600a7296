import CCairo
import Foundation
import Segue

extension FrameRenderer {
  /// Composites `drawn` (`groupSurfaces[0]`, a group over `region` of the frame's pixels) with
  /// the shadow it casts into the frame, as `popGroup` has cairo do it, without the two
  /// group surfaces, the solid and mask images and the patterns cairo makes every frame.
  ///
  /// cairo pushes a second group as large as the clip and paints the shadow's color through
  /// the blurred alpha into it (`cairo_mask_surface`: one pixman composite over the clip's
  /// box, SRC since the new surface is clear, the same bytes as OVER onto transparent
  /// pixels), paints the group over that (OVER), pops it and paints it with the group's
  /// opacity (`cairo_paint_with_alpha`). Here the second group is `shadowedSurface`, as
  /// large as what the shadow and the group cover within the clip (everywhere else cairo's
  /// is transparent, which composites to nothing), with each step composited by
  /// `FrameCompositor` as cairo composites it.
  func popOwnShadowGroup(
    _ drawn: FrameCompositor.Target, casting shadow: Shadow, region: CGRect, opacity: Double
  ) {
    let origin = (x: Int(region.minX), y: Int(region.minY))
    guard let clip = wholePixelClipInFrame(),
      let pixels = PixelRegion(drawn.surface, width: Int(region.width), height: Int(region.height))
    else { return }
    let mask = shadows.mask(shadow, of: pixels, at: origin, in: self)
    let covered = (mask.map { region.union($0.box) } ?? region).intersection(clip)
    guard !covered.isNull, !covered.isEmpty,
      shadowedSurface.prepare(
        width: Int(covered.width), height: Int(covered.height),
        origin: (Int(covered.minX), Int(covered.minY))) != nil,
      let shadowed = FrameCompositor.Target(
        shadowedSurface, origin: (Int32(covered.minX), Int32(covered.minY)))
    else { return }
    if let mask {
      compositor.composite(
        shadow.color, over: mask.box, in: shadowed, through: mask.image,
        at: (Int32(mask.box.minX), Int32(mask.box.minY)))
    }
    compositor.composite(
      drawn, at: (Int32(origin.x), Int32(origin.y)), opacity: 1, over: region, in: shadowed)
    cairo_surface_flush(shadowed.surface)
    compositor.composite(
      shadowed, at: (Int32(covered.minX), Int32(covered.minY)), opacity: opacity,
      over: covered, in: compositor.frame)
  }
}
