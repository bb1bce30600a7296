import Segue
import SeguePlaygroundCore

/// A photo that zooms out of its thumbnail to fill the screen and back: the thumbnail is
/// aspect-filled in a rounded square, the full photo aspect-fitted on black; one image view
/// travels between the two frames while its corners straighten, and its content mode turns
/// from fill to fit when it lands (the `contentMode` change every photo transition makes).
///
/// Mouse: click a thumbnail; click the photo to go back.
extension Scene {
  static let imageZoom = Scene(
    "image-zoom",
    summary: "a thumbnail zooms to a full-screen photo, content mode fill → fit",
    transitions: .pair(
      "zoom", "back",
      there: { window in (window.rootViewController as? ThumbnailsViewController)?.showPhoto(0) },
      back: { window in window.rootViewController?.presentedViewController?.dismiss(animated: true)
      }
    )
  ) { ThumbnailsViewController() }
}

/// Three thumbnails of the sample photo.
final class ThumbnailsViewController: UIViewController {
  private var thumbnails: [UIImageView] = []
  private let zoom = PhotoZoomAnimator()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let side = (view.bounds.width - 4 * 16) / 3
    for index in 0..<3 {
      let thumbnail = UIImageView(image: UIImage(named: "landscape"))
      thumbnail.frame = CGRect(
        x: 16 + CGFloat(index) * (side + 16), y: 140, width: side, height: side)
      thumbnail.contentMode = .scaleAspectFill
      thumbnail.clipsToBounds = true
      thumbnail.layer.cornerRadius = 10
      thumbnail.isUserInteractionEnabled = true
      thumbnail.addGestureRecognizer(
        UITapGestureRecognizer(target: self) { [unowned self] _ in self.showPhoto(index) })
      view.addSubview(thumbnail)
      thumbnails.append(thumbnail)
    }
  }

  func showPhoto(_ index: Int) {
    let photo = PhotoViewController()
    photo.modalPresentationStyle = .custom
    photo.transitioningDelegate = zoom
    zoom.thumbnail = thumbnails[index]
    present(photo, animated: true)
  }
}

/// The photo, aspect-fitted on black; a click anywhere goes back.
final class PhotoViewController: UIViewController {
  let imageView = UIImageView(image: UIImage(named: "landscape"))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    imageView.frame = view.bounds
    imageView.contentMode = .scaleAspectFit
    view.addSubview(imageView)
    view.addGestureRecognizer(
      UITapGestureRecognizer(target: self) { [unowned self] _ in self.dismiss(animated: true) })
  }
}

/// Moves one image view between the thumbnail's frame and the photo's fitted frame; the
/// thumbnail is hidden while its stand-in travels.
final class PhotoZoomAnimator: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  weak var thumbnail: UIImageView?
  private var presenting = true

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    self.presenting = true
    return self
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    presenting = false
    return self
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.4 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let thumbnail, let image = thumbnail.image,
      let photoController = transitionContext.viewController(
        forKey: presenting ? .to : .from) as? PhotoViewController
    else { return transitionContext.completeTransition(true) }
    let photoView = photoController.view!
    if presenting {
      photoView.frame = transitionContext.finalFrame(for: photoController)
      container.addSubview(photoView)
    }
    let thumbnailFrame = thumbnail.convert(thumbnail.bounds, to: container)
    let fitted = Self.aspectFit(image.size, in: container.bounds)
    let traveller = UIImageView(image: image)
    traveller.contentMode = .scaleAspectFill
    traveller.clipsToBounds = true
    traveller.frame = presenting ? thumbnailFrame : fitted
    traveller.layer.cornerRadius = presenting ? thumbnail.layer.cornerRadius : 0
    container.addSubview(traveller)
    thumbnail.isHidden = true
    photoController.imageView.isHidden = true
    photoView.alpha = presenting ? 0 : 1
    let presenting = self.presenting
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: [.curveEaseInOut],
      animations: {
        traveller.frame = presenting ? fitted : thumbnailFrame
        traveller.layer.cornerRadius = presenting ? 0 : thumbnail.layer.cornerRadius
        photoView.alpha = presenting ? 1 : 0
      },
      completion: { _ in
        traveller.removeFromSuperview()
        thumbnail.isHidden = false
        photoController.imageView.isHidden = false
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  /// The largest rect of `size`'s aspect ratio inside `bounds`, centered.
  private static func aspectFit(_ size: CGSize, in bounds: CGRect) -> CGRect {
    guard size.width > 0, size.height > 0 else { return bounds }
    let factor = min(bounds.width / size.width, bounds.height / size.height)
    let fitted = CGSize(width: size.width * factor, height: size.height * factor)
    return CGRect(
      x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
      width: fitted.width, height: fitted.height)
  }
}
