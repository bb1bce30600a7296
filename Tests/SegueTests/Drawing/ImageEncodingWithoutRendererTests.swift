import Foundation
import Testing

@testable import Segue

/// What `pngData()` gives a unit test that imports only `Segue`: no renderer exists in its
/// process, so there are no pixels to encode. (`swift test` runs these suites in the same
/// process as SegueSDL's, where a renderer may exist: they ask an encoding of their own.)
@MainActor
@Suite struct ImageEncodingWithoutRendererTests {
  private let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
  }

  private let withoutRenderer = ImageEncoding()

  @Test func aDrawnImageEncodesToNilWithOneWarningSayingWhy() {
    let (data, warnings) = capturingWarnings { drawn.pngData(encoding: withoutRenderer) }
    #expect(data == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("UIImage.pngData(): no renderer") == true)
    let (jpeg, jpegWarnings) = capturingWarnings {
      drawn.jpegData(compressionQuality: 0.8, encoding: withoutRenderer)
    }
    #expect(jpeg == nil)
    #expect(jpegWarnings.count == 1)
  }

  @Test func anImageWithNoPixelsIsNilWithoutAWarning() {
    let (data, warnings) = capturingWarnings { UIImage().pngData(encoding: withoutRenderer) }
    #expect(data == nil)
    #expect(warnings.isEmpty)
  }

  @Test func aNaNQualityIsOneWithAWarning() {
    let (quality, warnings) = capturingWarnings {
      UIImage.clampedQuality(.nan, caller: "UIImage.jpegData(compressionQuality: nan)")
    }
    #expect(quality == 1)
    #expect(
      warnings == ["UIImage.jpegData(compressionQuality: nan): the quality is not a number; 1 used"]
    )
    #expect(UIImage.clampedQuality(-3, caller: "") == 0)
    #expect(UIImage.clampedQuality(7, caller: "") == 1)
    #expect(UIImage.clampedQuality(0.4, caller: "") == 0.4)
  }
}
