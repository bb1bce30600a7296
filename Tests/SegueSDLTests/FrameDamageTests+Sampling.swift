import Foundation
import Testing

@testable import Segue
@testable import SegueSDL

/// What cairo samples through a matrix or steps along a row (an image, a gradient, a blur's
/// result), in the frame or in a group's or a mask's surface: the same pixels whatever
/// rectangle of the damage a pass draws, and whether the renderer or cairo makes the
/// surface. Found by `FrameDamageRandomEditTests` once its lists held images, gradients and
/// blurs.
extension FrameDamageTests {
  /// `Assets/Images/bubble.png` (48 × 48 pixels, one a point) drawn into `rect`, squeezed
  /// or stretched, at `opacity`.
  static func bubble(in rect: CGRect, opacity: CGFloat = 1) throws -> DisplayCommand {
    let image = try #require(UIImage(contentsOfFile: "Assets/Images/bubble.png")?.cgImage)
    let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
    return .image(
      ImageDraw(
        image: image, rect: rect, transform: .identity, source: whole, center: whole,
        pointSize: CGSize(width: 48, height: 48), opacity: opacity, tint: nil))
  }

  /// Draws a fill, then `holding(image)` (an image squeezed to 77 × 13 points between
  /// pixels, at 0.6, within reach of the fill's damage), then the same with the fill in
  /// another color only where the damage says, at scale 2; what differs from the full draw.
  private func redrawnBesideAnImage(
    _ holding: (DisplayCommand) -> [DisplayCommand]
  ) throws -> (difference: CGRect?, damage: [CGRect]) {
    let image = try Self.bubble(in: CGRect(x: 37, y: 88.25, width: 77, height: 13), opacity: 0.6)
    func beside(_ color: RGBA) -> DisplayCommand {
      Self.fill(CGRect(x: 70, y: 60, width: 60, height: 30), color)
    }
    return try redrawn(
      [beside(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))] + holding(image),
      then: [beside(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))] + holding(image), scale: 2)
  }

  /// A group holds the image and a fill far from it: the damage held the image whole but
  /// not the group, whose surface started at the damage's corner in the pass and at the
  /// group's in the full draw; cairo, which folds a surface's offset into the image's
  /// fixed-point matrix, sampled some pixels a level apart (a row of six). The outermost
  /// group holding what cairo samples is now redrawn whole.
  @Test func anImageInAGroupIsSampledTheSameInEveryPass() throws {
    let far = Self.fill(
      CGRect(x: 12, y: 8, width: 20, height: 18), RGBA(red: 0, green: 0.5, blue: 1, alpha: 1))
    let group = DisplayCommand.pushGroup(Group(opacity: 1, shadow: nil))
    let (difference, damage) = try redrawnBesideAnImage { [group, $0, far, .popGroup] }
    #expect(difference == nil, "damage \(damage)")
  }

  /// The same after a group closed by the wrong pop (`popClip`): the renderer and
  /// `itemEnd` take it to end there, so the group after it is outermost, and redrawn whole,
  /// though a count of groups' pushes and pops took it to be inside the first (found by a
  /// review).
  @Test func anImageInAGroupAfterAMispairedOneIsSampledTheSameInEveryPass() throws {
    let far = Self.fill(
      CGRect(x: 12, y: 8, width: 20, height: 18), RGBA(red: 0, green: 0.5, blue: 1, alpha: 1))
    let group = DisplayCommand.pushGroup(Group(opacity: 1, shadow: nil))
    let (difference, damage) = try redrawnBesideAnImage {
      [group, .popClip, group, $0, far, .popGroup, .popGroup]
    }
    #expect(difference == nil, "damage \(damage)")
  }

  /// The same with a mask holding the image: cairo made the mask's surfaces as large as the
  /// clip, starting at the frame's corner in the full draw and at the damage's in a pass.
  /// A mask's surfaces now start at its box's corner, as a group's do.
  @Test func anImageInAMaskIsSampledTheSameInEveryPass() throws {
    let shape = Self.fill(
      CGRect(x: 30, y: 80, width: 100, height: 30), RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    let (difference, damage) = try redrawnBesideAnImage {
      [.pushMask, $0, .maskWith, shape, .popMask]
    }
    #expect(difference == nil, "damage \(damage)")
  }

  /// A backdrop blur in a group casting a shadow, at scale 3 (where cairo paints the blur's
  /// result, its ×12 steps not exact in fixed point): the renderer's group surface, the
  /// group's box, and cairo's, as large as the clip, sampled the result a level apart in a
  /// block of four pixels. cairo's group surface is now clipped to the box too.
  @Test func aBlurInAShadowGroupIsCairosToo() throws {
    var list = DisplayList()
    list.commands = [
      Self.fill(
        CGRect(x: 30, y: 20, width: 50, height: 50), RGBA(red: 0, green: 0.5, blue: 1, alpha: 0.7),
        radius: 6),
      .pushGroup(
        Group(
          opacity: 1,
          shadow: Shadow(
            color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), offset: CGSize(width: 2, height: 3),
            radius: 3))),
      .backdropBlur(
        BackdropBlur(
          rect: CGRect(x: 64, y: 25, width: 43, height: 9), transform: .identity, radius: 4,
          tint: RGBA(red: 0.2, green: 0.8, blue: 0.1, alpha: 0.35), opacity: 0.6)),
      .popGroup,
    ]
    let own = try FrameRenderer(width: 480, height: 360)
    own.draw(list, scale: 3)
    let byCairo = try FrameRenderer(width: 480, height: 360)
    byCairo.compositesItself = false
    byCairo.draw(list, scale: 3)
    #expect(own.difference(from: byCairo) == nil)
  }

  /// A mask is added beside a gradient: its damage cut the gradient, and the pass drew the
  /// gradient's rows from another first pixel than the full draw, some a level apart (from
  /// pixel 75, 100). A rectangle of the damage that touches a gradient now holds it
  /// whole, as one touching an image does.
  @Test func aGradientCutByTheDamageIsRedrawnWhole() throws {
    func gradient(_ kind: Gradient.Kind, _ rect: CGRect, _ colors: [RGBA]) -> DisplayCommand {
      .gradient(
        Gradient(
          rect: rect, transform: .identity, kind: kind, colors: colors, locations: [0, 1],
          start: CGPoint(x: 0.2, y: 0.3), end: CGPoint(x: 0.9, y: 0.7)))
    }
    let (blue, black) = (
      RGBA(red: 0, green: 0.5, blue: 1, alpha: 0.7), RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    )
    let axial = gradient(.axial, CGRect(x: 32.5, y: 100.25, width: 49, height: 17), [blue, black])
    let conic = gradient(.conic, CGRect(x: 74, y: 59, width: 64, height: 46), [blue, blue])
    let (difference, damage) = try redrawn(
      [axial], then: [axial, .pushMask, conic, .maskWith, .popMask], scale: 1)
    #expect(difference == nil, "damage \(damage)")
  }
}
