import Foundation

@testable import Segue

/// What the invariants ask of a frame's display list: every number in it finite, whatever
/// the fuzzed input did to the views.
extension PlaygroundInvariants {
  /// The first command of `list` with a number that is not finite, described.
  static func nonFiniteNumber(in list: DisplayList) -> String? {
    for command in list.commands {
      var numbers: [CGFloat] = []
      switch command {
      case .fill(let fill):
        numbers =
          rectNumbers(fill.rect, fill.transform) + colorNumbers(fill.color) + [fill.cornerRadius]
      case .gradient(let gradient):
        numbers =
          rectNumbers(gradient.rect, gradient.transform) + gradient.colors.flatMap(colorNumbers)
          + gradient.locations
          + [gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y]
      case .image(let image):
        numbers = rectNumbers(image.rect, image.transform) + [image.opacity]
      case .path(let path):
        numbers =
          rectNumbers(.zero, path.transform) + (path.fill.map(colorNumbers) ?? [])
          + (path.stroke.map(colorNumbers) ?? []) + [path.lineWidth]
      case .text(let text):
        numbers =
          rectNumbers(text.rect, text.transform) + colorNumbers(text.color) + [text.pointSize]
      case .pushClip(let clip):
        numbers = rectNumbers(clip.rect, clip.transform) + [clip.cornerRadius]
      case .backdropBlur(let blur):
        numbers =
          rectNumbers(blur.rect, blur.transform) + colorNumbers(blur.tint)
          + [blur.radius, blur.opacity]
      case .border(let border):
        numbers =
          rectNumbers(border.rect, border.transform) + colorNumbers(border.color)
          + [border.width, border.cornerRadius]
      case .pushGroup(let group):
        numbers =
          [group.opacity]
          + (group.shadow.map {
            colorNumbers($0.color) + [$0.offset.width, $0.offset.height, $0.radius]
          } ?? [])
      case .pushProjection(let projection):
        let t = projection.transform
        numbers =
          rectNumbers(projection.bounds, .identity)
          + [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
      case .popClip, .popGroup, .popProjection, .pushMask, .maskWith, .popMask: break
      }
      if numbers.contains(where: { !$0.isFinite }) {
        return "display list command \(command) has a non-finite number"
      }
    }
    return nil
  }

  private static func rectNumbers(_ rect: CGRect, _ transform: CGAffineTransform) -> [CGFloat] {
    [
      rect.origin.x, rect.origin.y, rect.width, rect.height, transform.a, transform.b,
      transform.c, transform.d, transform.tx, transform.ty,
    ]
  }

  private static func colorNumbers(_ color: RGBA) -> [CGFloat] {
    [color.red, color.green, color.blue, color.alpha]
  }
}
