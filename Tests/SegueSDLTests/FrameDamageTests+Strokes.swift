import Foundation
import Testing

@testable import Segue
@testable import SegueSDL

/// How far a stroke reaches past its path: its bounds decide what the damage redraws and
/// what a mask's surfaces are clipped to.
extension FrameDamageTests {
  /// A line 24 points wide from (40, 30) to (120, 90), square-capped, with a miter limit of
  /// 1 (no miter reaches past half the line): its cap at (120, 90) ends at a slant, its
  /// square's corners about 17 points from the end, past half the width and a point
  /// (13): the pixel (133, 90) lies in the cap, 13 to 14 points right of the end.
  static func squareCappedLine(_ color: RGBA) -> DisplayCommand {
    .path(
      PathDraw(
        elements: [.move(to: CGPoint(x: 40, y: 30)), .line(to: CGPoint(x: 120, y: 90))],
        transform: .identity, fill: nil, fillRule: .winding, stroke: color, lineWidth: 24,
        lineCap: .square, lineJoin: .miter, miterLimit: 1, dashPattern: [], dashPhase: 0))
  }

  /// The line changes color: the damage held its box grown by half the line's width, which
  /// cut off the cap's corners, so they kept the old color. It now grows by the corners'
  /// reach.
  @Test func aSquareCapsCornersAreInTheDamage() throws {
    let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
    let (difference, damage) = try redrawn(
      [Self.squareCappedLine(red)], then: [Self.squareCappedLine(blue)], scale: 1)
    #expect(difference == nil, "damage \(damage)")
  }

  /// The line as a mask's content, masked by itself: the mask's surfaces were clipped to
  /// the line's bounds, so the cap's corners were not drawn at all, in the window or
  /// headless.
  @Test func aMaskedSquareCapKeepsItsCorners() throws {
    let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    let frame = try FrameRenderer(width: 160, height: 120)
    var list = DisplayList()
    list.commands = [
      .pushMask, Self.squareCappedLine(red), .maskWith,
      Self.squareCappedLine(RGBA(red: 0, green: 0, blue: 0, alpha: 1)), .popMask,
    ]
    FrameDamage().draw(
      &list, into: frame, scale: 1, culledTo: CGRect(x: 0, y: 0, width: 160, height: 120))
    let pixel = frame.pixels.load(fromByteOffset: 90 * frame.stride + 133 * 4, as: UInt32.self)
    #expect(pixel == 0xFFFF_0000, "\(String(pixel, radix: 16))")
  }
}
