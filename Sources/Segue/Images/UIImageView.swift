import Foundation

/// A view showing an image, placed by `contentMode`, through its layer's `contents`; a
/// template image draws in the view's `tintColor`. Its intrinsic size is the image's.
///
///     let photo = UIImageView(image: UIImage(named: "beach"))
///     photo.contentMode = .scaleAspectFill
///     photo.clipsToBounds = true
@preconcurrency @MainActor
open class UIImageView: UIView {
  open var image: UIImage? {
    didSet {
      showCurrentImage()
      invalidateIntrinsicContentSize()
    }
  }

  /// Shown instead of `image` while `isHighlighted`.
  open var highlightedImage: UIImage? {
    didSet { showCurrentImage() }
  }

  open var isHighlighted = false {
    didSet { showCurrentImage() }
  }

  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
    showCurrentImage()
  }

  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
    self.highlightedImage = highlightedImage
    showCurrentImage()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Puts the image shown into the layer: its pixels, scale, stretchable part, and whether
  /// it is a template (drawn in its own tint, or the view's `tintColor` at each frame).
  private func showCurrentImage() {
    let shown = isHighlighted ? highlightedImage ?? image : image
    layer.contents = shown?.cgImage
    layer.contentsScale = shown?.scale ?? 1
    layer.contentsIsTemplate = shown?.isTemplate ?? false
    layer.contentsTint = shown?.tint
    layer.contentsCenter =
      shown.map(Self.stretchableCenter) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
  }

  /// The cap insets as the layer's `contentsCenter`: the unit-square part that stretches.
  private static func stretchableCenter(of image: UIImage) -> CGRect {
    let size = image.size
    let insets = image.capInsets
    guard size.width > 0, size.height > 0, insets != .zero else {
      return CGRect(x: 0, y: 0, width: 1, height: 1)
    }
    return CGRect(
      x: insets.left / size.width, y: insets.top / size.height,
      width: max(size.width - insets.left - insets.right, 0) / size.width,
      height: max(size.height - insets.top - insets.bottom, 0) / size.height)
  }
}
