import Foundation
import Segue

extension FrameRenderer {
  /// Finds, for the pass about to be drawn, the blocks of the frame's one backdrop blur
  /// (`soleBlur`) that hold one opaque color when the blur reads them and that are painted
  /// over after it (`PlainBlocks`): in the commands before the blur, a block the last
  /// thing to draw in which is an opaque fill covering it whole with its color (inside the
  /// square clips in force, outside any group, projection or mask: their contents are only
  /// known by their bounds), lying wholly inside the blur's painted pixels and the pass.
  ///
  /// Only where the blur's sampling is exact, so that its paint may be its own
  /// (`BackdropBlurPass.samplesExactly`; cairo's paint reads the frame, so the blocks are
  /// drawn before it), and only for a blur reading `PlainBlocks.minimumPixels` or more. The
  /// blocks lie within the clip in force at the blur: an item the pass skips (a clip whose
  /// contents lie outside it) then holds none of them, as what skips it is that its bounds,
  /// which hold the blur's within the clip, miss the pass. A command whose bounds are not
  /// known leaves every block to be drawn.
  func findPlainBlocks(in commands: [DisplayCommand]) {
    plainBlocks.forget()
    guard findsPlainBlocks, let (end, blur) = soleBlur,
      let geometry = BackdropBlurPass.geometry(
        of: blur, scale: scale, width: width, height: height),
      BackdropBlurPass.samplesExactly(geometry.factor),
      Int(geometry.region.width * geometry.region.height) >= plainBlocks.minimumPixels
    else { return }
    let painted = geometry.covered.intersection(
      pass ?? CGRect(x: 0, y: 0, width: width, height: height))
    guard !painted.isNull, !painted.isEmpty else { return }
    plainBlocks.prepare(region: geometry.region, factor: geometry.factor)
    // The pixels the square clips open let through whole, innermost last (as `findCovers`).
    clipCovers.removeAll(keepingCapacity: true)
    clipCovers.append(.infinite)
    var index = 0
    while index < end {
      let clip = clipCovers[clipCovers.count - 1]
      switch commands[index] {
      case .pushClip(let pushed):
        clipCovers.append(clip.intersection(pushed.pixels(scale: scale).inner))
        index += 1
      case .popClip:
        if clipCovers.count > 1 { clipCovers.removeLast() }
        index += 1
      default:
        // The extents the pass's test finds too, found once a frame.
        let (itemEnd, found) = extent(of: commands, at: index, cached: true)
        guard let bounds = found else { return plainBlocks.forget() }
        plainBlocks.forget(touching: bounds.outerPixels(scale: scale))
        if case .fill(let fill) = commands[index], let pixel = FrameCompositor.pixel(fill.color),
          pixel >> 24 == 0xff
        {
          plainBlocks.cover(fill.interiorPixels(scale: scale).intersection(clip), with: pixel)
        }
        index = itemEnd
      }
    }
    plainBlocks.keepOnly(inside: painted.intersection(clipCovers[clipCovers.count - 1]))
  }
}
