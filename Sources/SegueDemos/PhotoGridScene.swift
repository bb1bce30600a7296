import Segue
import SeguePlaygroundCore

/// iOS 18's zoom: a photo grid whose cell zooms into a detail page and back. Tap a cell to
/// push the photo; drag it down or sideways to zoom it back into its cell (let go early
/// and it springs back), or press it mid-zoom to catch it. The detail asks the grid for
/// its cell again when it goes back, so the zoom lands on the cell wherever the grid has
/// scrolled meanwhile.
///
/// Mouse: click a photo; drag the photo down.
extension Scene {
  static let photoGrid = Scene(
    "photo-grid",
    summary: "iOS 18 zoom: a grid cell zooms into a photo; drag it down to zoom back",
    transitions: .pair(
      "push", "pop",
      there: { window in PhotoGridViewController.shown(in: window)?.open(item: 4, pushing: true) },
      back: { window in
        (window.rootViewController as? UINavigationController)?.popViewController(animated: true)
      })
      + .pair(
        "present", "dismiss",
        there: { window in
          PhotoGridViewController.shown(in: window)?.open(item: 4, pushing: false)
        },
        back: { window in
          window.rootViewController?.presentedViewController?.dismiss(animated: true)
        })
  ) { UINavigationController(rootViewController: PhotoGridViewController()) }
}

/// Thirty photos, three to a row.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  static let photos = ["landscape", "avatar"]
  static let tints: [UIColor] = [.systemTeal, .systemPink, .systemIndigo, .systemGreen]
  private var grid: UICollectionView!

  static func shown(in window: UIWindow) -> PhotoGridViewController? {
    (window.rootViewController as? UINavigationController)?.viewControllers.first
      as? PhotoGridViewController
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    let layout = UICollectionViewFlowLayout()
    // Whole points: three fractional sides can add up past the width and wrap a row.
    let side = ((view.bounds.width - 4 * 4) / 3).rounded(.down)
    layout.itemSize = CGSize(width: side, height: side)
    layout.minimumLineSpacing = 4
    layout.minimumInteritemSpacing = 4
    layout.sectionInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    grid.backgroundColor = .systemBackground
    grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    grid.dataSource = self
    grid.delegate = self
    view.addSubview(grid)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 30 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    (cell as? PhotoCell)?.show(item: indexPath.item)
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    open(item: indexPath.item, pushing: true)
  }

  /// Zooms the photo of `item` out of its cell: pushed, or presented full screen.
  func open(item: Int, pushing: Bool) {
    let detail = PhotoDetailViewController(item: item)
    let options = UIViewController.Transition.ZoomOptions()
    // The photo, not the whole page, lines up with the cell.
    options.alignmentRectProvider = { context in
      (context.zoomedViewController as? PhotoDetailViewController)?.photoFrame
    }
    detail.preferredTransition = .zoom(options: options) { [weak self] context in
      let item = (context.zoomedViewController as? PhotoDetailViewController)?.item ?? item
      return self?.grid.cellForItem(at: IndexPath(item: item, section: 0))
    }
    if pushing {
      navigationController?.pushViewController(detail, animated: true)
    } else {
      present(detail, animated: true)
    }
  }
}

/// A square photo, aspect-filled.
final class PhotoCell: UICollectionViewCell {
  private let imageView = UIImageView()

  required init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    imageView.frame = contentView.bounds
    contentView.addSubview(imageView)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func show(item: Int) {
    imageView.image = UIImage(named: PhotoGridViewController.photos[item % 2])
    imageView.backgroundColor = PhotoGridViewController.tints[item % 4]
  }
}

/// One photo, aspect-fitted on black.
final class PhotoDetailViewController: UIViewController {
  let item: Int
  private let imageView = UIImageView()

  init(item: Int) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photo \(item + 1)"
    view.backgroundColor = .black
    imageView.image = UIImage(named: PhotoGridViewController.photos[item % 2])
    imageView.backgroundColor = PhotoGridViewController.tints[item % 4]
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    view.addSubview(imageView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    imageView.frame = photoFrame
  }

  /// The photo's frame: as wide as the page, as tall as the photo's aspect asks, centered.
  var photoFrame: CGRect {
    let size = imageView.image?.size ?? CGSize(width: 1, height: 1)
    let height = view.bounds.width * size.height / max(size.width, 1)
    return CGRect(
      x: 0, y: (view.bounds.height - height) / 2, width: view.bounds.width, height: height)
  }
}
