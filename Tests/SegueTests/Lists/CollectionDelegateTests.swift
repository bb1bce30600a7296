import Foundation
import Testing

@testable import Segue

/// A collection view's delegate as photo grids write it: a flow layout spaced per section
/// (`UICollectionViewDelegateFlowLayout`), items a tap may not select, cells that restyle
/// as `isSelected` changes and hear when they leave the screen.
@MainActor
@Suite struct CollectionDelegateTests {
  /// A cell that restyles itself as iOS code does, overriding `isSelected`.
  final class PhotoCell: UICollectionViewCell {
    override var isSelected: Bool {
      didSet { contentView.alpha = isSelected ? 0.5 : 1 }
    }
  }

  /// Two sections of photos: a header row of three wide ones, then a grid, each spaced by
  /// the delegate.
  final class AlbumViewController: UICollectionViewController,
    UICollectionViewDelegateFlowLayout
  {
    var ended: [IndexPath] = []
    var chosen: [IndexPath] = []

    init() {
      super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { section == 0 ? 3 : 40 }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    /// The wide row cannot be selected.
    override func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { indexPath.section == 1 }

    override func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      chosen.append(indexPath)
    }

    override func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      ended.append(indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      indexPath.section == 0 ? CGSize(width: 110, height: 60) : CGSize(width: 90, height: 90)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      section == 0
        ? UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        : UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { section == 0 ? 10 : 2 }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { section == 0 ? 10 : 2 }
  }

  /// Five plain cells.
  final class FiveItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell(frame: .zero) }
  }

  @Test func theDelegateSpacesEachSection() throws {
    let album = AlbumViewController()
    _ = UIWindow.showing(album)
    let grid = try #require(album.collectionView)
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // Section 0: inset 10 at the sides and 20 above; 370 points of room hold three 110s,
    // 20 apart.
    #expect(frame(0, 0) == CGRect(x: 10, y: 20, width: 110, height: 60))
    #expect(frame(1, 0) == CGRect(x: 140, y: 20, width: 110, height: 60))
    #expect(frame(2, 0) == CGRect(x: 270, y: 20, width: 110, height: 60))
    // Section 1 starts after section 0's 20-point bottom inset: four 90s to a line (2
    // apart at least), the 30 points left over spread between them; lines 2 apart.
    #expect(frame(0, 1) == CGRect(x: 0, y: 100, width: 90, height: 90))
    #expect(frame(1, 1) == CGRect(x: 100, y: 100, width: 90, height: 90))
    #expect(frame(4, 1) == CGRect(x: 0, y: 192, width: 90, height: 90))
  }

  @Test func shouldSelectGuardsTheTapAndTheCellRestylesItself() throws {
    let album = AlbumViewController()
    let window = UIWindow.showing(album)
    let grid = try #require(album.collectionView)
    window.tap(at: grid.convert(CGPoint(x: 60, y: 50), to: window))
    #expect(album.chosen.isEmpty && grid.indexPathsForSelectedItems == [])

    let photo = IndexPath(item: 0, section: 1)
    window.tap(at: grid.convert(CGPoint(x: 45, y: 145), to: window))
    #expect(album.chosen == [photo])
    let cell = try #require(grid.cellForItem(at: photo) as? PhotoCell)
    #expect(cell.isSelected && cell.contentView.alpha == 0.5)
    grid.deselectItem(at: photo, animated: true)
    #expect(!cell.isSelected && cell.contentView.alpha == 1)
  }

  @Test func cellsThatLeaveTheScreenAreReported() throws {
    let album = AlbumViewController()
    _ = UIWindow.showing(album)
    let grid = try #require(album.collectionView)
    let shown = Set(grid.indexPathsForVisibleItems)
    #expect(album.ended.isEmpty)
    grid.contentOffset = CGPoint(x: 0, y: 400)
    grid.layoutIfNeeded()
    let left = shown.subtracting(grid.indexPathsForVisibleItems)
    #expect(!left.isEmpty)
    // In index-path order, the same every run.
    #expect(album.ended == left.sorted())
  }

  @Test func aSelectedBackgroundShowsWhileTheCellIsSelected() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
    let ring = UIView()
    cell.selectedBackgroundView = ring
    #expect(ring.superview == nil)
    cell.isSelected = true
    #expect(ring.superview === cell && ring.frame == cell.bounds)
    #expect(
      cell.subviews.map(ObjectIdentifier.init)
        == [ring, cell.contentView].map(ObjectIdentifier.init))
    cell.isSelected = false
    #expect(ring.superview == nil)
    cell.isHighlighted = true
    #expect(ring.superview === cell)
    cell.prepareForReuse()
    #expect(!cell.isHighlighted && ring.superview == nil)
  }

  @Test func aNonFiniteSpacingIsWarnedAndReadAsZero() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = .nan
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
    let items = FiveItems()
    grid.dataSource = items
    let warnings = WarningLog()
    Diagnostics.$sink.withValue(warnings.sink) {
      grid.layoutIfNeeded()
    }
    #expect(warnings.messages.contains { $0.contains("interitem spacing nan") })
    // Read as zero: three 100-point items to the 300-point line, touching.
    let line = (0..<3).map {
      grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX
    }
    #expect(line == [0, 100, 200])
  }

  /// Zero-sized items with no spacing between them (a pitch of zero) all go on the first
  /// line, where the line count was a division by zero.
  @Test func itemsThatTakeNoRoomFitOnOneLine() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = .zero
    layout.minimumInteritemSpacing = 0
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
    let items = FiveItems()
    grid.dataSource = items
    grid.layoutIfNeeded()
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 0)
    #expect(grid.contentSize.height == 0)
  }
}
