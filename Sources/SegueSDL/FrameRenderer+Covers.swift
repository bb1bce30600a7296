import Foundation
import Segue

extension FrameRenderer {
  /// How many opaque fills the clear looks at: the first ones. A frame's opaque backgrounds
  /// (a controller's view, the inspector's panel) come first.
  static let clearCoverLimit = 8

  /// Notes, in one walk over `commands` (with `scale` set for the frame), the whole pixels
  /// opaque, unrotated fills paint exactly their color, whatever lay beneath, within the
  /// square clips they are drawn in, outside any group, projection or mask:
  /// - `covers`, for the clear (`clear(_:)`): those of the first square-cornered fills, away
  ///   from what a backdrop blur before them reads (the inspector's panel, drawn after the
  ///   device's blurred backdrop);
  /// - `blurCover`, in a frame with one backdrop blur drawn straight into it: the box of the
  ///   fill drawn after the blur that hides most of what it paints (a card over its blurred
  ///   backdrop, rounded or not), where the blur is not painted (`BackdropBlurPass`): those
  ///   pixels are painted over before anything reads them. A blur in a group (but one
  ///   holding only it, which is folded into the blur) might cast a shadow, and a second
  ///   blur would read what the first left: then nothing is cut;
  /// - `soleBlur`: that one blur drawn straight into the frame, and where it is in the list.
  func findCovers(in commands: [DisplayCommand]) {
    covers.removeAll(keepingCapacity: true)
    blurCover = .null
    soleBlur = nil
    clipCovers.removeAll(keepingCapacity: true)
    clipCovers.append(.infinite)
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    // Groups, projections and masks open.
    var depth = 0
    // What the blurs so far read; how many were drawn into the frame (a blur elsewhere
    // counts two: nothing is cut), and what the last one paints.
    var read = CGRect.null
    var blurs = 0
    var painted = CGRect.null
    func note(_ blur: BackdropBlur, intoFrame: Bool, at index: Int) {
      soleBlur = (index, blur)
      read = read.union(blur.readPixels(scale: scale) ?? frame)
      painted = blur.rect.applying(blur.transform).outerPixels(scale: scale)
        .intersection(blur.limit.map { $0.outerPixels(scale: scale) } ?? frame)
        .intersection(frame)
      blurs += intoFrame ? 1 : 2
    }
    var index = 0
    while index < commands.count {
      defer { index += 1 }
      let clip = clipCovers[clipCovers.count - 1]
      switch commands[index] {
      case .pushClip(let pushed):
        clipCovers.append(clip.intersection(pushed.pixels(scale: scale).inner))
      case .popClip:
        if clipCovers.count > 1 { clipCovers.removeLast() }
      case .pushGroup(let group):
        guard let blur = Self.onlyBlur(in: group, followedBy: commands[(index + 1)...]) else {
          depth += 1
          break
        }
        // The blur alone, folded: drawn into the frame. Its pop is passed too.
        note(blur, intoFrame: depth == 0, at: index)
        index += 2
      case .pushProjection, .pushMask: depth += 1
      case .popGroup, .popProjection, .popMask: depth -= 1
      case .backdropBlur(let blur):
        note(blur, intoFrame: depth == 0, at: index)
      case .fill(let fill) where depth == 0:
        let box = fill.coveredPixels(scale: scale).intersection(clip)
        if covers.count < Self.clearCoverLimit, !box.isNull, !box.isEmpty, !box.overlaps(read) {
          covers.append(box)
        }
        guard blurs == 1, cutsBlurs else { break }
        let hidden = fill.interiorPixels(scale: scale).intersection(clip).intersection(painted)
        if !hidden.isNull, hidden.width * hidden.height > blurCover.width * blurCover.height {
          blurCover = hidden
        }
      default: break
      }
    }
    if blurs != 1 { soleBlur = nil }
    if blurs > 1 { blurCover = .null }
  }
}

extension Fill {
  /// The pixels an opaque, unrotated fill paints exactly its color at `scale`, rounded
  /// corners or not: its whole covered pixels, less the band its corners reach into along
  /// either pair of sides (whichever leaves more; `continuousReach` radii, as far as any
  /// corner reaches); `.null` when translucent, rotated or too small.
  func interiorPixels(scale: CGFloat) -> CGRect {
    guard color.bytes.a == 255, !erases, transform.b == 0, transform.c == 0 else { return .null }
    let box = rect.standardized
    let reach = cornerRadius > 0 ? cornerRadius * FrameRenderer.continuousReach : 0
    let wide = box.insetBy(dx: reach, dy: 0).applying(transform).innerPixels(scale: scale)
    let tall = box.insetBy(dx: 0, dy: reach).applying(transform).innerPixels(scale: scale)
    return wide.width * wide.height >= tall.width * tall.height ? wide : tall
  }
}
