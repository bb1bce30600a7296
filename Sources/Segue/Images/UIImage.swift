import Foundation

/// An image: pixels at a scale (points = pixels / scale), how it is drawn (as it is, or as a
/// template tinted by the view's `tintColor`), and how it stretches (cap insets).
///
///     let photo = UIImage(named: "beach")            // beach@3x.png, @2x or plain
///     let icon = UIImage(systemName: "heart.fill")   // a template, tinted where shown
///     imageView.image = photo
public final class UIImage: NSObject, @unchecked Sendable {
  // Immutable after init, which is what makes the unchecked Sendable sound.
  public let cgImage: CGImage?
  /// Pixels per point: 1, 2 or 3 from an `@2x`/`@3x` file name, else 1.
  public let scale: CGFloat
  /// How the pixels are turned or flipped to be shown; `.up` (as they are) by default.
  public let imageOrientation: Orientation
  public let renderingMode: RenderingMode
  /// Points at each edge that do not stretch (`resizableImage(withCapInsets:)`).
  public let capInsets: UIEdgeInsets
  /// How the part between the cap insets fills its space: `.tile` by default, as in UIKit
  /// (Segue stretches it either way).
  public let resizingMode: ResizingMode
  /// The color a template draws in when it has its own (`withTintColor`).
  let tint: UIColor?

  public enum RenderingMode: Int, Sendable {
    /// Template for symbols, original otherwise.
    case automatic
    case alwaysOriginal
    case alwaysTemplate
  }

  init(
    cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up,
    renderingMode: RenderingMode = .automatic, capInsets: UIEdgeInsets = .zero,
    resizingMode: ResizingMode = .tile, tint: UIColor? = nil
  ) {
    self.cgImage = cgImage
    self.scale = scale
    imageOrientation = orientation
    self.renderingMode = renderingMode
    self.capInsets = capInsets
    self.resizingMode = resizingMode
    self.tint = tint
    super.init()
  }

  /// This image's pixels and scale, the rest as given (this image's by default).
  private func copy(
    renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil,
    resizingMode: ResizingMode? = nil, tint: UIColor? = nil
  ) -> UIImage {
    guard let cgImage else { return self }
    return UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation,
      renderingMode: renderingMode ?? self.renderingMode,
      capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode,
      tint: tint ?? self.tint)
  }

  /// An empty image: no pixels, size zero.
  public override init() {
    cgImage = nil
    scale = 1
    imageOrientation = .up
    renderingMode = .automatic
    capInsets = .zero
    resizingMode = .tile
    tint = nil
    super.init()
  }

  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1)
  }

  /// Pixels shown in `orientation`: turned or flipped as they are drawn, and `size` that of
  /// the image shown (swapped for `.left`, `.right` and their mirrors).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
  }

  /// How the pixels are turned or flipped to be shown (`UIImage+Orientation`).
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// PNG or JPEG bytes at scale 1; nil when they are not an image Segue can read (with a
  /// warning). Its own initializer, as in UIKit, so that `UIImage.init(data:)` names it.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// PNG or JPEG bytes at `scale` (1 when it is not positive and finite); nil when they are
  /// not an image Segue can read (with a warning).
  public convenience init?(data: Data, scale: CGFloat) {
    self.init(
      encoded: data, scale: scale > 0 && scale.isFinite ? scale : 1, source: "UIImage(data:)")
  }

  /// The file at `path`, its scale from an `@2x`/`@3x` name; nil when it cannot be read.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(encoded: data, scale: Self.scale(ofFileNamed: path), source: path)
  }

  /// PNG or JPEG bytes at `scale`, shown in the orientation their Exif block gives (a
  /// camera's photo, its pixels landscape, shown portrait); nil, with a warning naming
  /// `source`, when they are not an image Segue can read.
  convenience init?(encoded data: Data, scale: CGFloat, source: String) {
    guard let image = CGImage(encoded: data, source: source) else { return nil }
    self.init(
      cgImage: image, scale: scale, orientation: Orientation(exifOf: data),
      renderingMode: .automatic)
  }

  /// The size in points as shown: pixels divided by `scale`, width and height swapped for
  /// an orientation a quarter turn from the pixels'.
  public var size: CGSize {
    guard let cgImage else { return .zero }
    return imageOrientation.pixelsSize(
      showing: CGSize(
        width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale))
  }

  /// True when the image draws as its alpha in a tint color.
  var isTemplate: Bool {
    switch renderingMode {
    case .alwaysTemplate: true
    case .alwaysOriginal: false
    case .automatic: cgImage.map { if case .vector = $0.source { true } else { false } } ?? false
    }
  }

  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    copy(renderingMode: mode)
  }

  /// The image drawn as its alpha in `color` (as UIKit draws a bitmap: the tint, then the
  /// image's content in `destinationIn`), whatever its rendering mode, which it keeps, and
  /// whatever the view's tint.
  public func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: renderingMode)
  }

  /// As `withTintColor(_:)`, with `renderingMode`: a symbol made `.alwaysOriginal` is drawn
  /// in `color` too.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    copy(renderingMode: renderingMode, tint: color)
  }

  /// Stretches only between the insets (points); the corners keep their size. Its
  /// `resizingMode` is `.tile`, as UIKit's.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode)
    -> UIImage
  {
    copy(capInsets: capInsets, resizingMode: resizingMode)
  }

  /// Segue stretches the middle; `.tile` draws as `.stretch`.
  public enum ResizingMode: Int, Sendable {
    case tile, stretch
  }

  /// The part between the cap insets, in the image's unit square: what stretches (a layer's
  /// `contentsCenter`); the whole without insets.
  var stretchableCenter: CGRect {
    let size = self.size
    let insets = capInsets
    guard size.width > 0, size.height > 0, insets != .zero else {
      return CGRect(x: 0, y: 0, width: 1, height: 1)
    }
    return CGRect(
      x: insets.left / size.width, y: insets.top / size.height,
      width: max(size.width - insets.left - insets.right, 0) / size.width,
      height: max(size.height - insets.top - insets.bottom, 0) / size.height)
  }

  static func scale(ofFileNamed path: String) -> CGFloat {
    let name = (path as NSString).deletingPathExtension
    if name.hasSuffix("@3x") { return 3 }
    if name.hasSuffix("@2x") { return 2 }
    return 1
  }
}
