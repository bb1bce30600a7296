import Foundation
import SegueSDL
import Testing

/// The perceptual mode (pixelmatch's YIQ delta and anti-aliasing test) on crafted bitmaps:
/// an edge whose anti-aliased column changed is the same picture, a patch of another colour
/// is not.
@Suite struct PerceptualComparisonTests {
  /// 20×12 px: black left of column 10, white right of it, column 10 gray `edge` (the
  /// anti-aliasing of an edge through that column); `patch` paints a 4×4 square at (14, 4).
  private func picture(edge: UInt8, patch: (UInt8, UInt8, UInt8)? = nil) -> Bitmap {
    var bitmap = Bitmap(width: 20, height: 12, fill: (255, 255, 255, 255))
    for y in 0..<12 {
      for x in 0...10 {
        let value: UInt8 = x < 10 ? 0 : edge
        let i = (y * 20 + x) * 4
        (bitmap.pixels[i], bitmap.pixels[i + 1], bitmap.pixels[i + 2]) = (value, value, value)
      }
    }
    if let patch {
      for y in 4..<8 {
        for x in 14..<18 {
          let i = (y * 20 + x) * 4
          (bitmap.pixels[i], bitmap.pixels[i + 1], bitmap.pixels[i + 2]) = patch
        }
      }
    }
    return bitmap
  }

  @Test func anEdgeShiftedByAntiAliasingDoesNotCount() {
    let reference = picture(edge: 128)
    let shifted = picture(edge: 64)
    let channel = BitmapComparison(reference: reference, actual: shifted, tolerance: 8)
    #expect(channel.differingPixels == 12)
    let perceptual = BitmapComparison(
      reference: reference, actual: shifted, mode: .perceptual(threshold: 0.1))
    #expect(perceptual.differingPixels == 0)
    #expect(perceptual.antialiasedPixels == 12)
    #expect(perceptual.passes(maximumFraction: 0))
    #expect(
      perceptual.summary(referenceSize: (20, 12), actualSize: (20, 12))
        == "no pixel differs (perceptual (YIQ), threshold 0.1, anti-aliased edges ignored; "
        + "12 anti-aliased not counted)")
  }

  @Test func aRealColourChangeCounts() {
    let reference = picture(edge: 128)
    let changed = picture(edge: 128, patch: (220, 40, 40))
    let comparison = BitmapComparison(
      reference: reference, actual: changed, mode: .perceptual(threshold: 0.1))
    #expect(comparison.differingPixels == 16)
    #expect(comparison.boundingBox == .init(x: 14, y: 4, width: 4, height: 4))
    #expect(!comparison.passes(maximumFraction: 0))
    let summary = comparison.summary(referenceSize: (20, 12), actualSize: (20, 12))
    #expect(summary.contains("16 of 240 pixels"), "\(summary)")
    #expect(summary.contains("perceptual (YIQ), threshold 0.1"), "\(summary)")
  }

  /// The threshold decides: a faint tint passes at 0.1 and fails at 0.
  @Test func aChangeBelowTheThresholdDoesNotCount() {
    let reference = picture(edge: 128)
    let tinted = picture(edge: 128, patch: (250, 250, 246))
    #expect(
      BitmapComparison(reference: reference, actual: tinted, mode: .perceptual(threshold: 0.1))
        .differingPixels == 0)
    #expect(
      BitmapComparison(reference: reference, actual: tinted, mode: .perceptual(threshold: 0))
        .differingPixels == 16)
  }

  @Test func theChannelModeNamesItsTolerance() {
    let comparison = BitmapComparison(
      reference: picture(edge: 128), actual: picture(edge: 64), tolerance: 8)
    let summary = comparison.summary(referenceSize: (20, 12), actualSize: (20, 12))
    #expect(
      summary.contains("(per-channel, tolerance 8; largest channel difference 64)"), "\(summary)")
  }
}
