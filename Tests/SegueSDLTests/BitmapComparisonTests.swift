import SegueSDL
import Testing

@Suite struct BitmapComparisonTests {
  @Test func identicalImagesHaveNoDifference() {
    let image = Bitmap(width: 4, height: 4, fill: (10, 20, 30, 255))
    let comparison = BitmapComparison(reference: image, actual: image, tolerance: 0)
    #expect(comparison.differingPixels == 0)
    #expect(comparison.boundingBox == nil)
    #expect(comparison.maximumChannelDifference == 0)
    #expect(comparison.passes(maximumFraction: 0))
    // Faded to a quarter over white, nothing magenta: 10 / 4 + 191 = 193.
    #expect(comparison.diffImage[3, 3] == (193, 196, 198, 255))
  }

  /// Bitmaps are equal when their sizes and every byte are; a byte apart is not.
  @Test func equalityIsSizeAndEveryByte() {
    let image = Bitmap(width: 4, height: 4, fill: (10, 20, 30, 255))
    var other = image
    #expect(other == image)
    other.pixels[63] = 254
    #expect(other != image)
    #expect(Bitmap(width: 2, height: 8, pixels: image.pixels) != image)
    #expect(Bitmap(width: 0, height: 0) == Bitmap(width: 0, height: 0))
  }

  @Test func countsPixelsBeyondToleranceAndBoundsThem() {
    let reference = Bitmap(width: 10, height: 10, fill: (100, 100, 100, 255))
    var actual = reference
    for (x, y, delta) in [(2, 3, 5), (7, 8, 40), (4, 4, 2)] {
      actual.pixels[(y * 10 + x) * 4 + 1] = UInt8(100 + delta)
    }
    let comparison = BitmapComparison(reference: reference, actual: actual, tolerance: 2)
    #expect(comparison.differingPixels == 2)
    #expect(comparison.maximumChannelDifference == 40)
    #expect(comparison.boundingBox == .init(x: 2, y: 3, width: 6, height: 6))
    #expect(comparison.diffImage[7, 8] == (255, 0, 255, 255))
    #expect(!comparison.passes(maximumFraction: 0.01))
    #expect(comparison.passes(maximumFraction: 0.02))
    let summary = comparison.summary(referenceSize: (10, 10), actualSize: (10, 10))
    #expect(summary.contains("2 of 100 pixels"))
    #expect(summary.contains("x 2…7, y 3…8"))
  }

  @Test func differentSizesNeverPass() {
    let comparison = BitmapComparison(
      reference: Bitmap(width: 2, height: 2), actual: Bitmap(width: 3, height: 2), tolerance: 255)
    #expect(!comparison.sizesMatch)
    #expect(!comparison.passes(maximumFraction: 1))
    #expect(
      comparison.summary(referenceSize: (2, 2), actualSize: (3, 2)).contains("reference 2×2 px"))
  }
}
