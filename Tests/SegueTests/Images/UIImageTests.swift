import Foundation
import Testing

@testable import Segue

/// UIImage and UIImageView as iOS code uses them, over the sample images in
/// `Assets/Images` (the tests run from the package's folder, where `UIImage(named:)` looks).
@MainActor
@Suite struct UIImageTests {
  /// The image `view` draws first (its own, with no background), as its display list has it.
  static func drawnImage(_ view: UIView) -> ImageDraw? {
    var list = DisplayList()
    list.build(from: view)
    guard case .image(let draw) = list.commands.first else { return nil }
    return draw
  }

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
      guard let draw = Self.drawnImage(view) else {
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
    let draw = try #require(Self.drawnImage(view))
    #expect(draw.tint == RGBA(UIColor.systemPink))
    let bubble = try #require(UIImage(named: "bubble"))
    view.highlightedImage = bubble
    view.isHighlighted = true
    let highlighted = try #require(Self.drawnImage(view))
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

  /// `withTintColor` keeps the rendering mode ("The new image uses the same rendering mode
  /// as the original image") and the image draws in its color whatever the mode: a symbol
  /// made `.alwaysOriginal` in red is the usual way to color one, and a bitmap draws the
  /// tint through its alpha. The view's tint colors only a template with no tint of its own.
  @Test func aTintOfItsOwnIsDrawnWhateverTheRenderingMode() throws {
    let bubble = try #require(UIImage(named: "bubble"))
    let heart = try #require(UIImage(systemName: "heart.fill"))
    #expect(bubble.withTintColor(.red).renderingMode == .automatic)
    #expect(
      heart.withRenderingMode(.alwaysTemplate).withTintColor(.red).renderingMode == .alwaysTemplate)
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.tintColor = .blue
    let cases: [(UIImage, UIColor?)] = [
      (heart.withTintColor(.red, renderingMode: .alwaysOriginal), .red),
      (bubble.withTintColor(.red), .red),
      (bubble.withTintColor(.red, renderingMode: .alwaysOriginal), .red),
      (heart, .blue),
      (bubble.withRenderingMode(.alwaysTemplate), .blue),
      (bubble, nil),
    ]
    for (index, (image, tint)) in cases.enumerated() {
      view.image = image
      guard let draw = Self.drawnImage(view) else {
        Issue.record("case \(index): no image")
        continue
      }
      #expect(draw.tint == tint.map { RGBA($0) }, "case \(index)")
    }
  }

  /// `init?(data:)` and `init?(data:scale:)` are two initializers, as in UIKit, so that
  /// `UIImage.init(data:)` and `flatMap(UIImage.init)` name one.
  @Test func dataMakesAnImageThroughEitherInitializer() throws {
    let png = try Data(contentsOf: URL(fileURLWithPath: "Assets/Images/bubble.png"))
    let make: (Data) -> UIImage? = UIImage.init(data:)
    #expect(make(png)?.scale == 1)
    #expect(Optional(png).flatMap(UIImage.init)?.size == CGSize(width: 48, height: 48))
    #expect(UIImage(data: png, scale: 2)?.size == CGSize(width: 24, height: 24))
  }

  /// With `@2x` and `@3x` variants, the one of the scale a trait collection asks for, else
  /// the next larger, else the next smaller; the largest when none is asked for.
  @Test func namedPicksTheVariantOfTheScale() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-variants-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = try Data(contentsOf: URL(fileURLWithPath: "Assets/Images/avatar@2x.png"))
    for suffix in ["@2x", "@3x"] {
      try png.write(to: folder.appendingPathComponent("badge\(suffix).png"))
    }
    let bundle = try #require(Bundle(path: folder.path))
    func scale(_ displayScale: CGFloat?) -> CGFloat? {
      UIImage(
        named: "badge", in: bundle,
        compatibleWith: displayScale.map { UITraitCollection(displayScale: $0) })?.scale
    }
    #expect(scale(2) == 2)
    #expect(scale(3) == 3)
    #expect(scale(1) == 2)
    #expect(scale(nil) == 3)
    #expect(scale(0) == 3)
    #expect(UIImage.variantSuffixes(forScale: 2) == ["@2x", "@3x", ""])
    #expect(UIImage.variantSuffixes(forScale: 3) == ["@3x", "@2x", ""])
  }
}
