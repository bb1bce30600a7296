import Foundation
import Testing

@testable import Segue

/// `UITableViewController` and `UICollectionViewController` subclassed as iOS code does,
/// overriding the data source's, the delegate's and the scroll view delegate's methods; and
/// the lists' selection, which zoom transitions read to find the cell they start from.
@MainActor
@Suite struct ListControllerTests {
  /// An inbox as iOS code writes one.
  final class InboxViewController: UITableViewController {
    var opened: [IndexPath] = []
    var closed: [IndexPath] = []
    var scrolledTo: [CGFloat] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      100
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      cell.textLabel?.text = "Message \(indexPath.row)"
      return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
      -> CGFloat
    { 80 }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      opened.append(indexPath)
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      closed.append(indexPath)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolledTo.append(scrollView.contentOffset.y)
    }
  }

  /// A photo grid as iOS code writes one, its layout given at initialization.
  final class PhotosViewController: UICollectionViewController {
    var opened: [IndexPath] = []

    init() {
      let grid = UICollectionViewFlowLayout()
      grid.itemSize = CGSize(width: 100, height: 100)
      super.init(collectionViewLayout: grid)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 60 }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    override func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      opened.append(indexPath)
    }
  }

  /// `root` in a navigation controller in a laid-out 390 × 844 window.
  private func shown(_ root: UIViewController) -> (UIWindow, UINavigationController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, navigation)
  }

  @Test func aTableControllerIsItsTablesDataSourceAndDelegate() throws {
    let inbox = InboxViewController(style: .plain)
    let (window, _) = shown(inbox)
    let table = try #require(inbox.tableView)
    #expect(inbox.view === table)
    #expect(table.dataSource === inbox && table.delegate === inbox)
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 240)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.textLabel?.text == "Message 0")

    let row = try #require(
      table.indexPathForRow(at: table.convert(CGPoint(x: 50, y: 200), from: window)))
    window.tap(at: CGPoint(x: 50, y: 200))
    #expect(inbox.opened == [row])
    #expect(table.indexPathForSelectedRow == row)
    #expect(table.cellForRow(at: row)?.isSelected == true)
    // Another row: the first loses its selection, and the delegate hears it first.
    let next = IndexPath(row: row.row + 1, section: 0)
    window.tap(at: CGPoint(x: 50, y: 280))
    #expect(inbox.closed == [row] && inbox.opened == [row, next])
    #expect(table.cellForRow(at: row)?.isSelected == false)
    // The same row again: selected again, nothing lost.
    window.tap(at: CGPoint(x: 50, y: 280))
    #expect(inbox.closed == [row] && inbox.opened == [row, next, next])

    table.contentOffset = CGPoint(x: 0, y: 160)
    #expect(inbox.scrolledTo.last == 160)
  }

  /// UIKit's `clearsSelectionOnViewWillAppear`: back from the row it opened, the row is no
  /// longer selected; with it off, it stays.
  @Test(arguments: [true, false])
  func theSelectedRowIsClearedWhenTheTableAppearsAgain(clears: Bool) throws {
    let inbox = InboxViewController(style: .plain)
    inbox.clearsSelectionOnViewWillAppear = clears
    let (window, navigation) = shown(inbox)
    let row = IndexPath(row: 1, section: 0)
    inbox.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(inbox.tableView.indexPathForSelectedRow == (clears ? nil : row))
    #expect(inbox.tableView.cellForRow(at: row)?.isSelected == !clears)
    #expect(inbox.opened.isEmpty, "selecting in code does not tell the delegate")
  }

  @Test func selectingInCodeScrollsDeselectsAndIsClearedByAReload() throws {
    let inbox = InboxViewController(style: .plain)
    let (window, _) = shown(inbox)
    let table = try #require(inbox.tableView)
    let far = IndexPath(row: 50, section: 0)
    table.selectRow(at: far, animated: false, scrollPosition: .top)
    window.layoutIfNeeded()
    #expect(
      table.contentOffset.y == table.rectForRow(at: far).minY - table.adjustedContentInset.top)
    #expect(table.indexPathsForSelectedRows == [far])
    #expect(table.cellForRow(at: far)?.isSelected == true)
    table.deselectRow(at: IndexPath(row: 49, section: 0), animated: true)
    #expect(table.indexPathForSelectedRow == far, "another row's deselection changes nothing")
    table.deselectRow(at: far, animated: true)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.cellForRow(at: far)?.isSelected == false)
    let offset = table.contentOffset
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(table.contentOffset == offset, ".none does not scroll")
    table.selectRow(at: far, animated: false, scrollPosition: .none)
    table.reloadData()
    #expect(table.indexPathForSelectedRow == nil)
    let (_, warnings) = capturingWarnings {
      table.selectRow(at: IndexPath(row: 100, section: 0), animated: false, scrollPosition: .none)
    }
    #expect(warnings.count == 1 && warnings[0].contains("no such row"))
    #expect(table.indexPathForSelectedRow == nil)
  }

  /// A plain `UITableViewController` has no rows; one that gives rows but no cells is told.
  @Test func aControllerThatGivesNoCellsIsWarned() throws {
    final class Forgetful: UITableViewController {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
        -> Int
      { 1 }
    }
    let (_, quiet) = capturingWarnings {
      let (window, _) = shown(UITableViewController(style: .plain))
      window.layoutIfNeeded()
    }
    #expect(quiet.isEmpty)
    let (_, warnings) = capturingWarnings { _ = shown(Forgetful(style: .plain)) }
    #expect(
      warnings == ["Forgetful: tableView(_:cellForRowAt:) is not overridden; row [0, 0] is empty"])
  }

  @Test func aCollectionControllerKeepsItsLayoutAndSelects() throws {
    let photos = PhotosViewController()
    let layout = photos.collectionViewLayout
    let (window, _) = shown(photos)
    let grid = try #require(photos.collectionView)
    #expect(photos.view === grid)
    #expect(grid.collectionViewLayout === layout && photos.collectionViewLayout === layout)
    #expect(grid.dataSource === photos && grid.delegate === photos)
    #expect(grid.indexPathsForSelectedItems == [])

    let point = CGPoint(x: 150, y: 200)
    let item = try #require(grid.indexPathForItem(at: grid.convert(point, from: window)))
    window.tap(at: point)
    #expect(photos.opened == [item])
    // A zoom transition finds the cell it starts from.
    let selected = try #require(grid.indexPathsForSelectedItems?.first)
    #expect(selected == item)
    #expect(grid.cellForItem(at: selected)?.isSelected == true)

    grid.deselectItem(at: item, animated: true)
    #expect(grid.indexPathsForSelectedItems == [])
    grid.selectItem(at: IndexPath(item: 24, section: 0), animated: false, scrollPosition: .top)
    window.layoutIfNeeded()
    let placed = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 24, section: 0)))
    #expect(grid.contentOffset.y == placed.frame.minY - grid.adjustedContentInset.top)
    #expect(grid.cellForItem(at: IndexPath(item: 24, section: 0))?.isSelected == true)
    grid.reloadData()
    #expect(grid.indexPathsForSelectedItems == [])
    let (_, warnings) = capturingWarnings {
      grid.selectItem(at: IndexPath(item: 60, section: 0), animated: false, scrollPosition: [])
    }
    #expect(warnings.count == 1 && warnings[0].contains("no such item"))
  }

  @Test(arguments: [true, false])
  func theCollectionsSelectionIsClearedWhenItAppearsAgain(clears: Bool) throws {
    let photos = PhotosViewController()
    photos.clearsSelectionOnViewWillAppear = clears
    let (window, navigation) = shown(photos)
    let item = IndexPath(item: 2, section: 0)
    photos.collectionView.selectItem(at: item, animated: false, scrollPosition: [])
    #expect(photos.collectionView.indexPathsForSelectedItems == [item])
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(photos.collectionView.indexPathsForSelectedItems == (clears ? [] : [item]))
  }

  /// UIKit raises for a collection controller made with no layout; Segue warns and uses a
  /// flow layout.
  @Test func aCollectionControllerWithNoLayoutIsWarned() {
    let (controller, warnings) = capturingWarnings { UICollectionViewController() }
    #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
    #expect(warnings.count == 1 && warnings[0].contains("made without a layout"))
  }
}
