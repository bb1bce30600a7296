import Foundation
import Testing

@testable import Segue

@MainActor
@Suite struct UIGraphicsImageRendererTests {
  @Test func theImageHasTheRenderersSizeAtTheFormatsScale() {
    let format = UIGraphicsImageRendererFormat.default()
    #expect(format.scale == UIScreen.main.scale)
    #expect(!format.opaque)
    #expect(format.preferredRange == .automatic)
    format.scale = 3
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 10.5), format: format)
    #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 24, height: 10.5))
    let image = renderer.image { ctx in
      #expect(ctx.format.scale == 3)
      #expect(UIGraphicsGetCurrentContext() === ctx.cgContext)
      ctx.fill(CGRect(x: 0, y: 0, width: 24, height: 10.5))
    }
    #expect(image.scale == 3)
    // 31.5 pixels high round up to 32, which are 32 / 3 points.
    #expect(image.size == CGSize(width: 24, height: 32.0 / 3))
    #expect(image.cgImage?.width == 72)
    #expect(image.cgImage?.height == 32)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func boundsMoveTheirOriginToTheImagesCorner() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(
      bounds: CGRect(x: 50, y: 50, width: 10, height: 10), format: format
    ).image { ctx in
      ctx.fill(CGRect(x: 50, y: 50, width: 10, height: 10))
    }
    guard case .drawing(let drawing, _) = image.cgImage?.source else {
      Issue.record("not a drawing")
      return
    }
    var list = DisplayList()
    list.append(drawing.commands, transform: .identity, opacity: 1)
    #expect(list.description == "path 5 elements fill #000000FF +(-50,-50)")
  }

  @Test func currentImageAndOpaqueFormats() {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = true
    var halfway: UIImage?
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
      .image { ctx in
        UIColor.white.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        halfway = ctx.currentImage
        ctx.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
      }
    func commands(_ image: UIImage?) -> Int {
      guard case .drawing(let drawing, _) = image?.cgImage?.source else { return -1 }
      return drawing.commands.count
    }
    // Black under everything (opaque), then the fills.
    #expect(commands(halfway) == 2)
    #expect(commands(image) == 3)
  }

  @Test func aRenderedBadgeShowsInAnImageView() {
    let badge = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
      UIColor.systemRed.setFill()
      UIBezierPath(ovalIn: ctx.format.bounds).fill()
    }
    let imageView = UIImageView(image: badge)
    #expect(imageView.frame.size == CGSize(width: 20, height: 20))
    var list = DisplayList()
    list.build(from: imageView)
    let pixels = Int(20 * UIScreen.main.scale)
    #expect(list.description == "image \(pixels)×\(pixels)px [0,0 20×20]")
  }

  @Test func badSizesMakeEmptyImagesWithAWarning() {
    let (images, warnings) = capturingWarnings {
      [
        UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 10)).image { _ in },
        UIGraphicsImageRenderer(size: .zero).image { ctx in
          ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        },
        UIGraphicsImageRenderer(size: CGSize(width: 1e6, height: 1)).image { _ in },
      ]
    }
    #expect(images.allSatisfy { $0.size == .zero && $0.cgImage == nil })
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("not a finite size") == true)
    #expect(warnings.last?.contains("outside 1…16384") == true)
  }
}
