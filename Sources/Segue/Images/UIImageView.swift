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

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size of the image shown, in points; zero without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    shownImage?.size ?? .zero
  }

  /// The highlighted image while highlighted (the image when there is none), else the image.
  private var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

  /// Puts the image shown into the layer: its pixels, scale, orientation, stretchable part,
  /// its own tint (drawn in it whatever its rendering mode) and whether it is a template
  /// (drawn in the view's `tintColor` at each frame, when it has no tint of its own).
  private func showCurrentImage() {
    let shown = shownImage
    layer.contents = shown?.cgImage
    layer.contentsScale = shown?.scale ?? 1
    layer.contentsIsTemplate = shown?.isTemplate ?? false
    layer.contentsTint = shown?.tint
    layer.contentsOrientation = shown?.imageOrientation ?? .up
    layer.contentsCenter = shown?.stretchableCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)
  }
}
