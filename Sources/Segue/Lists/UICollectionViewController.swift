import Foundation

/// A controller whose view is a collection view it is the data source and delegate of, as
/// UIKit's: override the data source's and the delegate's methods (`override func
/// collectionView(_:cellForItemAt:)`, `override func scrollViewDidScroll(_:)`, …).
///
///     final class PhotosViewController: UICollectionViewController {
///       init() {
///         let grid = UICollectionViewFlowLayout()
///         grid.itemSize = CGSize(width: 100, height: 100)
///         super.init(collectionViewLayout: grid)
///       }
///       required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///       override func collectionView(
///         _ collectionView: UICollectionView, numberOfItemsInSection section: Int
///       ) -> Int { 30 }
///       …
///     }
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout the collection view is made with.
  private let initialLayout: UICollectionViewLayout

  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// No layout given, which UIKit refuses: a `UICollectionViewFlowLayout`, with a warning.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    Diagnostics.warn(
      "\(type(of: self)) made without a layout (UIKit raises: use "
        + "init(collectionViewLayout:)); a UICollectionViewFlowLayout is used")
  }

  /// A `UICollectionViewFlowLayout`.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's view, a collection view (loading it on first use); setting it sets
  /// `view`.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout; the one given at initialization until the view loads.
  open var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
  }

  /// Deselects the selected items as the view appears: true by default.
  open var clearsSelectionOnViewWillAppear = true

  /// A collection view with the layout given, filling the screen, with this controller as
  /// its data source and delegate.
  open override func loadView() {
    let collection = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView
    else { return }
    for selected in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: selected, animated: animated)
    }
  }

  // MARK: Data source

  /// 1.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// None: override it.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// Override it with `numberOfItemsInSection`: this one shows an empty cell and warns.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    Diagnostics.warn(
      "\(type(of: self)): collectionView(_:cellForItemAt:) is not overridden; item \(indexPath) "
        + "is empty")
    return UICollectionViewCell(frame: .zero)
  }

  // MARK: Delegate

  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}

  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  // MARK: Scroll view delegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
