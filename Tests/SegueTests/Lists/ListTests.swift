import Foundation
import Testing

@testable import Segue

/// A data source of `count` rows or items in one section, logging selections.
@MainActor
final class NumberList: NSObject, UITableViewDataSource, UITableViewDelegate,
  UICollectionViewDataSource, UICollectionViewDelegate
{
  let count: Int
  var selected: [IndexPath] = []
  init(count: Int) { self.count = count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

@MainActor
@Suite("Table and collection views")
struct ListTests {
  private func table(rows: Int) -> (UIWindow, UITableView, NumberList) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let list = NumberList(count: rows)
    table.dataSource = list
    table.delegate = list
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table, list)
  }

  @Test func aHundredThousandRowsMakeOnlyTheVisibleCells() {
    let (window, table, list) = table(rows: 100_000)
    #expect(table.contentSize.height == 4_400_000)
    // 844 / 44 = 19.2: rows 0…19 meet the bounds.
    #expect(table.visibleCells.count == 20)
    #expect(table.cellsMade == 20)
    for step in 1...100 {
      table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 30)
      window.layoutIfNeeded()
    }
    #expect(table.cellsMade <= 21)
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 68, section: 0))
    withExtendedLifetime(list) {}  // the data source is weak
  }

  @Test func cellsAndIndexPathsAnswerEachOther() throws {
    let (_, table, _) = table(rows: 50)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    #expect(cell.frame == CGRect(x: 0, y: 132, width: 390, height: 44))
    #expect(cell.textLabel?.text == "Row 3")
    #expect(table.indexPath(for: cell) == IndexPath(row: 3, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 40, section: 0)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
  }

  @Test func aTapSelectsTheRowUnderIt() {
    let (window, table, list) = table(rows: 50)
    window.handle(PointerInput(phase: .down, location: CGPoint(x: 50, y: 100), timestamp: 0))
    window.handle(PointerInput(phase: .up, location: CGPoint(x: 50, y: 100), timestamp: 0.05))
    #expect(list.selected == [IndexPath(row: 2, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
  }

  @Test func scrollToRowAndReloadData() {
    let (window, table, list) = table(rows: 1000)
    table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 22_000)
    window.layoutIfNeeded()
    #expect(table.visibleCells.first?.textLabel?.text == "Row 500")
    table.reloadData()
    #expect(table.visibleCells.count == 20)
    #expect(table.cellsMade == 20)
    withExtendedLifetime(list) {}  // the data source is weak
  }

  @Test func missingRowsAndUnregisteredIdentifiersWarn() {
    let (_, table, _) = table(rows: 10)
    let (_, warnings) = capturingWarnings {
      table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
      _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
    }
    #expect(warnings.count == 2)
    #expect(warnings[0].contains("no such row") && warnings[1].contains("\"nope\""))
    #expect(table.contentOffset == .zero)
  }

  private func grid(items: Int) -> (UIWindow, UICollectionView, NumberList) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let list = NumberList(count: items)
    grid.dataSource = list
    grid.delegate = list
    window.addSubview(grid)
    window.layoutIfNeeded()
    return (window, grid, list)
  }

  @Test func theFlowLayoutSpreadsALineAndStacksLines() throws {
    let (_, grid, _) = grid(items: 100)
    // Three 120-point items fit across 390 with ≥ 10 between: 15 points each gap.
    let fifth = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
    #expect(fifth.frame == CGRect(x: 135, y: 130, width: 120, height: 120))
    // 34 lines: 34 · 120 + 33 · 10.
    #expect(grid.contentSize == CGSize(width: 390, height: 4410))
    // Lines 0…6 meet 844 points: 21 items.
    #expect(grid.indexPathsForVisibleItems.count == 21)
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 100, section: 0)) == nil)
  }

  @Test func aHorizontalFlowScrollsSideways() throws {
    let (_, grid, _) = grid(items: 100)
    let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
    layout.scrollDirection = .horizontal
    grid.layoutIfNeeded()
    let second = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(second.frame.minX == 0 && second.frame.minY > 120)
    #expect(grid.contentSize.height == 844)
  }

  @Test func aGridReusesItsCellsAndSelects() {
    let (window, grid, list) = grid(items: 10_000)
    let made = grid.cellsMade
    for step in 1...50 {
      grid.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 40)
      window.layoutIfNeeded()
    }
    #expect(grid.cellsMade <= made + 3)
    grid.scrollToItem(at: IndexPath(item: 300, section: 0), at: .top, animated: false)
    #expect(grid.contentOffset.y == 13_000)  // line 100, 130 points a line
    window.handle(PointerInput(phase: .down, location: CGPoint(x: 200, y: 50), timestamp: 0))
    window.handle(PointerInput(phase: .up, location: CGPoint(x: 200, y: 50), timestamp: 0.05))
    #expect(list.selected == [IndexPath(item: 301, section: 0)])
    let (_, warnings) = capturingWarnings {
      grid.scrollToItem(at: IndexPath(item: 10_000, section: 0), at: .top, animated: true)
    }
    #expect(warnings.count == 1 && warnings[0].contains("no such item"))
  }
}
