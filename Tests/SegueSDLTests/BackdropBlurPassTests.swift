import CPixelKernels
import Foundation
import Segue
import Testing

@testable import SegueSDL

/// The backdrop blur's integer arithmetic, a full-screen blur at scale 2 (the largest a
/// window usually shows) coming out smooth, and a faded effect view drawn in one pass as its
/// group would composite it.
@MainActor
@Suite struct BackdropBlurPassTests {
  @Test func divisionByReciprocalIsExactForEverySumItDivides() {
    // Block means (sums of up to 16 bytes) and box means (up to 2 × 32 + 1 values of 255).
    for divisor in Int32(1)...65 {
      let multiplier = segue_blur_reciprocal(divisor)
      let wrong = (Int32(0)...255 * divisor + divisor / 2).first {
        segue_blur_divide($0, multiplier) != $0 / divisor
      }
      #expect(wrong == nil, "\(wrong ?? 0) / \(divisor) is wrong")
    }
  }

  @Test func aClearTintAtFullOpacityPacksTheBlurredPixelsUnchanged() {
    let pass = BackdropBlurPass()
    var small: [Int32] = []
    var expected: [UInt32] = []
    for value in 0..<256 {
      let (red, green, blue) = (value, 255 - value, value / 2)
      small += [Int32(red), Int32(green), Int32(blue), 0]
      expected.append(0xFF00_0000 | UInt32(red << 16 | green << 8 | blue))
    }
    pass.small = small
    let clear = RGBA(red: 1, green: 0, blue: 0, alpha: 0)
    pass.pack((16, 16), BackdropBlurPass.Blend(opacity: 1, tint: clear, groupOpacity: 1))
    #expect(Array(pass.result.prefix(256)) == expected)
  }

  /// A presentation controller fades its dimming view, which holds a blur, as seed 004's
  /// does: the group holding only the blur is drawn as the blur with the group's opacity
  /// folded in. Another subview in the dimming view keeps the group (composited as one
  /// image); under the blur both frames agree within rounding.
  @Test func aFadedEffectViewDrawsAsItsGroupWould() throws {
    func frame(withMarker: Bool) throws -> Bitmap {
      let root = UIView.striped(CGSize(width: 120, height: 120), period: 20, color: .systemBlue)
      let dimming = UIView(frame: root.bounds)
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
      blur.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
      dimming.addSubview(blur)
      if withMarker {
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        marker.backgroundColor = .systemRed
        dimming.addSubview(marker)
      }
      dimming.alpha = 0.4
      root.addSubview(dimming)
      return try HeadlessRenderer(size: root.bounds.size, scale: 2).render(root)
    }
    let folded = try frame(withMarker: false)
    let grouped = try frame(withMarker: true)
    var largest = 0
    for y in 0..<folded.height {
      for x in 0..<folded.width where x >= 8 || y >= 8 {
        let (a, b) = (folded[x, y], grouped[x, y])
        largest = max(
          largest, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
      }
    }
    #expect(largest <= 2, "largest channel difference: \(largest)")
    // The blur was drawn at all: its middle is darker than the white between the stripes.
    #expect(folded[120, 120].r < 200)
  }

  @Test func aFullScreenBlurAtScale2IsSmooth() throws {
    let root = UIView.striped(CGSize(width: 390, height: 844), period: 40, color: .black)
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
