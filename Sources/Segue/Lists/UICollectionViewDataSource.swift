import Foundation

/// Where a collection view's items come from.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// 1 by default.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// A configured cell from `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// What a collection view tells its delegate beyond scrolling.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether a tap on the item selects it: true by default.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The selected item lost its selection to a tap on another.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// The cell left the screen, or the collection was reloaded; it is about to be reused.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}

/// A delegate that sizes a flow layout's items one by one, and spaces each section.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The layout's `itemSize` by default. Implementing it makes the layout ask for every
  /// item at each preparation.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The layout's `sectionInset` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The layout's `minimumLineSpacing` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The layout's `minimumInteritemSpacing` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    collectionView.itemSizesAreUniform = true
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
}
