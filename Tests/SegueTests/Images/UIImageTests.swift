import Foundation
import Testing

@testable import Segue

/// UIImage and UIImageView as iOS code uses them, over the sample images in
/// `Assets/Images` (the tests run from the package's folder, where `UIImage(named:)` looks).
@MainActor
@Suite struct UIImageTests {
  @Test func namedFindsTheHighestScaleAndReadsTheSizeFromTheHeader() throws {
    let avatar = try #require(UIImage(named: "avatar"))
    #expect(avatar.scale == 2)
    #expect(avatar.size == CGSize(width: 128, height: 128))
    let landscape = try #require(UIImage(named: "landscape.jpg"))
    #expect(landscape.size == CGSize(width: 600, height: 400))
    #expect(landscape.cgImage?.width == 600)
    #expect(UIImage(named: "no-such-image") == nil)
  }

  @Test func dataAndFilesThatAreNotImagesGiveNil() throws {
    let (image, warnings) = capturingWarnings { UIImage(data: Data("not an image".utf8)) }
    #expect(image == nil)
    #expect(warnings == ["UIImage(data:): not a PNG or JPEG image Segue can read"])
    #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
  }

  /// A PNG header declaring 100,000 × 1 pixels would take gigabytes to decode: refused.
  @Test func aHugeDeclaredSizeIsRefused() {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    png.append(contentsOf: Array("IHDR".utf8))
    png.append(contentsOf: [0x00, 0x01, 0x86, 0xA0, 0, 0, 0, 1, 8, 6, 0, 0, 0])
    let (image, warnings) = capturingWarnings { UIImage(data: png) }
    #expect(image == nil)
    #expect(warnings.first?.contains("100000×1 pixels is outside") == true)
  }

  @Test func systemSymbolsAreTemplatesAndUnknownNamesAreNil() throws {
    let heart = try #require(UIImage(systemName: "heart.fill"))
    #expect(heart.isTemplate)
    #expect(heart.size == CGSize(width: 20, height: 20))
    #expect(!heart.withRenderingMode(.alwaysOriginal).isTemplate)
    #expect(UIImage(systemName: "no.such.symbol") == nil)
  }

  /// Each content mode places the 600×400 image in a 200×200 view as UIKit does.
  @Test func contentModesPlaceTheImage() throws {
    let image = try #require(UIImage(named: "landscape"))
    let expected: [(UIView.ContentMode, CGRect)] = [
      (.scaleToFill, CGRect(x: 0, y: 0, width: 200, height: 200)),
      (
        .scaleAspectFit, CGRect(x: 0, y: 33.333333333333336, width: 200, height: 133.33333333333331)
      ),
      (.scaleAspectFill, CGRect(x: -50, y: 0, width: 300, height: 200)),
      (.center, CGRect(x: -200, y: -100, width: 600, height: 400)),
      (.topLeft, CGRect(x: 0, y: 0, width: 600, height: 400)),
      (.bottomRight, CGRect(x: -400, y: -200, width: 600, height: 400)),
    ]
    for (mode, rect) in expected {
      let view = UIImageView(image: image)
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
      view.contentMode = mode
      var list = DisplayList()
      list.build(from: view)
      guard case .image(let draw) = list.commands.first else {
        Issue.record("no image for \(mode)")
        continue
      }
      #expect(abs(draw.rect.minX - rect.minX) < 1e-9 && abs(draw.rect.minY - rect.minY) < 1e-9)
      #expect(abs(draw.rect.width - rect.width) < 1e-9, "\(mode)")
    }
  }

  @Test func anImageViewTakesItsImagesSizeAndTintsTemplates() throws {
    let view = UIImageView(image: UIImage(systemName: "star.fill"))
    #expect(view.frame.size == CGSize(width: 20, height: 20))
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(!view.isUserInteractionEnabled)
    view.tintColor = .systemPink
    var list = DisplayList()
    list.build(from: view)
    guard case .image(let draw) = list.commands.first else {
      Issue.record("no image")
      return
    }
    #expect(draw.tint == RGBA(UIColor.systemPink))
    let bubble = try #require(UIImage(named: "bubble"))
    view.highlightedImage = bubble
    view.isHighlighted = true
    list.build(from: view)
    guard case .image(let highlighted) = list.commands.first else {
      Issue.record("no highlighted image")
      return
    }
    #expect(highlighted.tint == nil && highlighted.image.width == 48)
  }

  @Test func capInsetsBecomeTheStretchableCenter() throws {
    let bubble = try #require(UIImage(named: "bubble"))
      .resizableImage(withCapInsets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    let view = UIImageView(image: bubble)
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    var list = DisplayList()
    list.build(from: view)
    #expect(list.description == "image 48×48px [0,0 200×60] center [0.33,0.33 0.33×0.33]")
  }
}
