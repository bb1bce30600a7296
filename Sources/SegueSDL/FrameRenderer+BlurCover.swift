import Foundation
import Segue

extension FrameRenderer {
  /// Notes, in a frame with one backdrop blur drawn straight into it, the largest box of
  /// whole pixels that an opaque fill drawn after the blur paints over completely (a card
  /// over its blurred backdrop): the blur is not painted there (`BackdropBlurPass`), since
  /// those pixels are painted over before anything reads them. Only fills outside groups,
  /// projections and masks count, within the square clips they are drawn in; a blur in a
  /// group (but one holding only it, which is folded into the blur) might cast a shadow, and
  /// a second blur would read what the first left. Call after `findCovers(in:)`, with `scale`
  /// set for the frame.
  func findBlurCover(in commands: [DisplayCommand]) {
    blurCover = .null
    guard cutsBlurs else { return }
    clipCovers.removeAll(keepingCapacity: true)
    clipCovers.append(.infinite)
    var blurs = 0
    // The pixels the blur paints.
    var painted = CGRect.null
    // Groups, projections and masks open.
    var depth = 0
    var index = 0
    while index < commands.count {
      switch commands[index] {
      case .pushClip(let clip):
        clipCovers.append(
          clipCovers[clipCovers.count - 1].intersection(clip.pixels(scale: scale).inner))
      case .popClip:
        if clipCovers.count > 1 { clipCovers.removeLast() }
      case .pushGroup(let group)
      where Self.onlyBlur(in: group, followedBy: commands[(index + 1)...]) != nil:
        // The blur alone, folded: as if drawn at this depth.
        if case .backdropBlur(let blur) = commands[index + 1] { painted = paintedPixels(blur) }
        blurs += 1
        index += 2
      case .pushGroup, .pushProjection, .pushMask: depth += 1
      case .popGroup, .popProjection, .popMask: depth -= 1
      case .backdropBlur(let blur):
        painted = paintedPixels(blur)
        blurs += depth == 0 ? 1 : 2
      case .fill(let fill) where blurs == 1 && depth == 0:
        // The fill that hides most of the blur.
        let box = fill.interiorPixels(scale: scale).intersection(clipCovers[clipCovers.count - 1])
          .intersection(painted)
        if !box.isNull, box.width * box.height > blurCover.width * blurCover.height {
          blurCover = box
        }
      default: break
      }
      guard blurs <= 1 else {
        blurCover = .null
        return
      }
      index += 1
    }
  }

  /// The pixels `blur` may paint: its rect's box within the screen it samples.
  private func paintedPixels(_ blur: BackdropBlur) -> CGRect {
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    let screen = blur.limit.map { $0.outerPixels(scale: scale) } ?? frame
    return blur.rect.applying(blur.transform).outerPixels(scale: scale).intersection(screen)
      .intersection(frame)
  }
}

extension Fill {
  /// The pixels an opaque, unrotated fill paints exactly its color at `scale`, rounded
  /// corners or not: its whole covered pixels, less the band its corners reach into along
  /// either pair of sides (whichever leaves more; `continuousReach` radii, as far as any
  /// corner reaches); `.null` when translucent, rotated or too small.
  fileprivate func interiorPixels(scale: CGFloat) -> CGRect {
    guard color.bytes.a == 255, !erases, transform.b == 0, transform.c == 0 else { return .null }
    let box = rect.standardized
    let reach = cornerRadius > 0 ? cornerRadius * FrameRenderer.continuousReach : 0
    let wide = box.insetBy(dx: reach, dy: 0).applying(transform).innerPixels(scale: scale)
    let tall = box.insetBy(dx: 0, dy: reach).applying(transform).innerPixels(scale: scale)
    return wide.width * wide.height >= tall.width * tall.height ? wide : tall
  }
}
