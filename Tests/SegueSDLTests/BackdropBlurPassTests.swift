import Foundation
import Segue
import Testing

@testable import SegueSDL

/// The backdrop blur's integer arithmetic, and a full-screen blur at scale 2 (the largest a
/// window usually shows) coming out smooth.
@MainActor
@Suite struct BackdropBlurPassTests {
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

  @Test func aFullScreenBlurAtScale2IsSmooth() throws {
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
    // 40 px wide, neighbouring pixels differ by a level or two; a seam or a shifted row in
    // the upsampled result would stand out.
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
