import Foundation
import Segue
import Testing

@testable import SegueSDL

/// How the backdrop blur gets its pixels onto SDL's software renderer. SDL 2.26 maps a
/// texture onto a triangle with 32-bit products of the triangle's area and texel
/// coordinates: a full-screen blur at scale 2 overflowed them and crashed, so such a blur is
/// drawn in tiles, which must look as if drawn in one piece. On whole pixels the blend is
/// done in Swift with SDL's arithmetic (the seed 004 goldens pin it to SDL's own pixels).
@MainActor
@Suite struct BackdropBlurPassTests {
  @Test func divisionBy255IsExactOverEveryProductOfTwoBytes() {
    let wrong = (UInt32(0)...255 * 255).first { BackdropBlurPass.divideBy255($0) != $0 / 255 }
    #expect(wrong == nil, "x / 255 is wrong for x = \(wrong ?? 0)")
  }

  @Test func divisionByReciprocalIsExactForEverySumItDivides() {
    // Block means (sums of up to 16 bytes) and box means (up to 2 × 32 + 1 values of 255).
    for divisor in Int32(1)...65 {
      let multiplier = BackdropBlurPass.reciprocal(divisor)
      let wrong = (Int32(0)...255 * divisor + divisor / 2).first {
        BackdropBlurPass.divide($0, multiplier) != $0 / divisor
      }
      #expect(wrong == nil, "\(wrong ?? 0) / \(divisor) is wrong")
    }
  }

  @Test func oneQuadWhileTheProductFitsAndTilesPastIt() {
    #expect(BackdropBlurPass.tiles(area: 390 * 844, textureExtent: 844) == 1)
    let tiles = BackdropBlurPass.tiles(area: 780 * 1688, textureExtent: 1688)
    #expect(tiles > 1)
    #expect(4 * 780 * 1688 / Double(tiles * tiles) * 1689 < Double(1 << 31))
  }

  @Test func aFullScreenBlurAtScale2IsSmoothAcrossTileSeams() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.backgroundColor = .white
    for x in stride(from: 0, to: 390, by: 40) {
      let stripe = UIView(frame: CGRect(x: CGFloat(x), y: 0, width: 20, height: 844))
      stripe.backgroundColor = .black
      root.addSubview(stripe)
    }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    blur.frame = root.bounds
    root.addSubview(blur)
    let bitmap = try HeadlessRenderer(size: root.bounds.size, scale: 2).render(root)
    // Unblurred, the stripes' edges jump by half the range (under the tint); blurred about
    // 40 px wide, neighbouring pixels differ by a level or two, and a seam between tiles
    // (a gap, an overlap, a shifted texel) would stand out.
    var largestStep = 0
    for y in stride(from: 1, to: bitmap.height, by: 7) {
      for x in stride(from: 1, to: bitmap.width, by: 3) {
        let here = Int(bitmap[x, y].r)
        largestStep = max(
          largestStep, abs(here - Int(bitmap[x - 1, y].r)),
          abs(here - Int(bitmap[x, y - 1].r)))
      }
    }
    #expect(largestStep <= 3, "largest step between neighbouring pixels: \(largestStep)")
  }
}
