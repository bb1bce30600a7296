import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import Testing

@testable import SegueSDL

/// A backdrop blur is not painted where an opaque fill drawn after it paints over it whole
/// (`FrameRenderer.findCovers`): the pixels are the same as when it is painted whole, and
/// the rules that keep them the same hold.
@MainActor
@Suite struct BlurCoverTests {
  private func scene(cardRadius: CGFloat, secondBlur: Bool = false) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    root.backgroundColor = .orange
    root.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .dark)))
    root.subviews[0].frame = root.bounds
    let card = UIView(frame: CGRect(x: 10, y: 50, width: 80, height: 120))
    card.backgroundColor = .white
    card.layer.cornerRadius = cardRadius
    root.addSubview(card)
    if secondBlur {
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
      blur.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      root.addSubview(blur)
    }
    return root
  }

  private func blurCover(of root: UIView, scale: CGFloat) throws -> CGRect {
    let frame = try FrameRenderer(
      width: Int(root.bounds.width * scale), height: Int(root.bounds.height * scale))
    var list = DisplayList()
    list.build(from: root)
    frame.draw(list, scale: scale)
    return frame.blurCover
  }

  /// A square card hides all of its pixels; a rounded one the band its corners leave whole
  /// (the larger: here all 80 points wide, and 120 − 2 × 1.529 × 8 high, on whole pixels).
  @Test func aCardOverTheBlurHidesItsWholePixels() throws {
    #expect(
      try blurCover(of: scene(cardRadius: 0), scale: 2)
        == CGRect(x: 20, y: 100, width: 160, height: 240))
    let rounded = try blurCover(of: scene(cardRadius: 8), scale: 2)
    #expect(rounded == CGRect(x: 20, y: 125, width: 160, height: 190))
  }

  /// A second blur would read what the first left under the card: nothing is skipped.
  @Test func aSecondBlurKeepsTheFirstWhole() throws {
    #expect(try blurCover(of: scene(cardRadius: 0, secondBlur: true), scale: 1).isNull)
  }

  /// A fill inside a group (here a half-transparent card's) is not a cover.
  @Test func aFillInAGroupHidesNothing() throws {
    let root = scene(cardRadius: 0)
    let card = root.subviews[1]
    card.alpha = 0.5
    card.addSubview(UIView(frame: card.bounds))
    card.subviews[0].backgroundColor = .blue
    #expect(try blurCover(of: root, scale: 1).isNull)
  }

  /// Every frame of seed 004's card dismissed, the window's frame with the inspector beside
  /// it, is the frame with the blur painted whole, at each scale (at scale 3 the paint is
  /// not cut: its sampling is not exact in boxes of their own).
  @Test(arguments: [1.0, 2.0, 3.0])
  func cutFramesAreTheWholeBlursFrames(scale: CGFloat) throws {
    var comparison = try RecordedFrameComparison("seed004-dismiss-finished", scale: scale)
    let bounds = CGRect(origin: .zero, size: comparison.size)
    let (cut, whole) = (comparison.first, comparison.second)
    whole.cutsBlurs = false
    var cutFrames = 0
    comparison.run { _, list in
      list.cull(to: bounds, scale: scale)
      cut.draw(list, scale: scale)
      whole.draw(list, scale: scale)
      if !cut.blurCover.isNull { cutFrames += 1 }
      return ""
    }
    #expect(comparison.mismatches.isEmpty, "\(comparison.report)")
    #expect(cutFrames > 20, "\(cutFrames) frames found a card over the blur")
  }
}
