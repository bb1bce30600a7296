import Foundation

/// Items in lines, line after line along the scroll direction, as UIKit's flow layout:
/// each line takes as many items as fit across with at least `minimumInteritemSpacing`
/// between them, spreading the room left over evenly between them; lines are
/// `minimumLineSpacing` apart; each section sits inside its `sectionInset`.
///
/// With one `itemSize` every frame is arithmetic, so 100,000 items cost nothing until shown;
/// a delegate's `collectionView(_:layout:sizeForItemAt:)` is asked for every item at each
/// preparation.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }

  /// 50 × 50 points by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Between lines; 10 points by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Between items of a line, at least; 10 points by default.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Around each section; zero by default.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// `.vertical` by default.
  open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }

  /// Per section: its start along the scroll axis, and either its frames (delegate sizes)
  /// or the grid it follows (one item size).
  private var sections: [FlowSection] = []
  private var contentLength: CGFloat = 0

  open override var collectionViewContentSize: CGSize {
    let across = crossLength
    return scrollDirection == .vertical
      ? CGSize(width: across, height: contentLength) : CGSize(width: contentLength, height: across)
  }

  /// The collection view's length across the scroll direction.
  private var crossLength: CGFloat {
    guard let view = collectionView else { return 0 }
    return scrollDirection == .vertical ? view.bounds.width : view.bounds.height
  }

  open override func prepare() {
    super.prepare()
    sections = []
    contentLength = 0
    guard let view = collectionView else { return }
    let sizing = view.delegate as? any UICollectionViewDelegateFlowLayout
    for section in 0..<view.itemCounts.count {
      let count = view.itemCounts[section]
      let flow = geometry(of: section, in: view, sizing: sizing)
      var built: FlowSection
      if let sizing, count > 0, delegateSizesItems(sizing, in: view, section: section) {
        let sizes = (0..<count).map { item in
          flow.valid(
            sizing.collectionView(
              view, layout: self, sizeForItemAt: IndexPath(item: item, section: section)),
            at: IndexPath(item: item, section: section))
        }
        built = flow.section(sizes: sizes, start: contentLength)
      } else {
        built = flow.section(
          count: count, itemSize: flow.valid(itemSize, at: nil), start: contentLength)
      }
      contentLength = built.end
      sections.append(built)
    }
  }

  /// A section's arithmetic: the layout's inset and spacings, or the delegate's for the
  /// section.
  private func geometry(
    of section: Int, in view: UICollectionView, sizing: (any UICollectionViewDelegateFlowLayout)?
  ) -> FlowGeometry {
    let vertical = scrollDirection == .vertical
    guard let sizing else {
      return FlowGeometry(
        vertical: vertical, inset: sectionInset, lineSpacing: minimumLineSpacing,
        itemSpacing: minimumInteritemSpacing, crossLength: crossLength)
    }
    return FlowGeometry(
      vertical: vertical,
      inset: sizing.collectionView(view, layout: self, insetForSectionAt: section),
      lineSpacing: sizing.collectionView(
        view, layout: self, minimumLineSpacingForSectionAt: section),
      itemSpacing: sizing.collectionView(
        view, layout: self, minimumInteritemSpacingForSectionAt: section),
      crossLength: crossLength)
  }

  /// Whether the delegate implements `sizeForItemAt` (its default implementation flags
  /// the collection view when it runs).
  private func delegateSizesItems(
    _ sizing: any UICollectionViewDelegateFlowLayout, in view: UICollectionView, section: Int
  ) -> Bool {
    view.itemSizesAreUniform = false
    _ = sizing.collectionView(
      view, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
    return !view.itemSizesAreUniform
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let vertical = scrollDirection == .vertical
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    var result: [UICollectionViewLayoutAttributes] = []
    for (index, section) in sections.enumerated() where section.end > low && section.start < high {
      for item in section.items(between: low, and: high) {
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: index))
        attributes.frame = section.frame(of: item)
        if attributes.frame.intersects(rect) { result.append(attributes) }
      }
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      (0..<sections[indexPath.section].count).contains(indexPath.item)
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = sections[indexPath.section].frame(of: indexPath.item)
    return attributes
  }
}
