import Foundation
import Testing

@testable import Segue

/// Rows sized by their cells' constraints (`rowHeight = UITableView.automaticDimension`),
/// as iOS code writes them: a box pinned to the content view's edges with a height per row.
@MainActor
@Suite struct SelfSizingRowTests {
  final class BoxCell: UITableViewCell {
    let box = UIView()
    var boxHeight: NSLayoutConstraint!

    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      box.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(box)
      boxHeight = box.heightAnchor.constraint(equalToConstant: 10)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        boxHeight,
      ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// Row r's box is 20 + 20·(r mod 3) points tall: rows of 36, 56 and 76 points.
  final class Source: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      100_000
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
      (cell as? BoxCell)?.boxHeight.constant = 20 + 20 * CGFloat(indexPath.row % 3)
      return cell
    }
  }

  @Test func rowsTakeTheHeightTheirConstraintsGive() {
    let source = Source()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 50
    table.register(BoxCell.self, forCellReuseIdentifier: "box")
    table.dataSource = source
    // Each cell's content view takes the row's height with the cell's frame: no pass sees
    // the box's constraints against a stale height (no unsatisfiable-constraints warning).
    let warnings = WarningLog()
    Diagnostics.$sink.withValue(warnings.sink) { table.layoutIfNeeded() }
    #expect(warnings.messages.isEmpty)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 36)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 36, width: 320, height: 56))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 92)
    // The 400 points are filled with measured rows: eight, (36 + 56 + 76) × 2 + 36 + 56.
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(visible.count == 8)
    let filled: CGFloat = 428
    #expect(table.cellForRow(at: IndexPath(row: 7, section: 0))?.frame.maxY == filled)
    // Rows not shown yet stand at the estimate: the content is the eight + 99,992 × 50.
    // (Typed: `CGFloat == 428 + 99_992 * 50` inside #expect picks AnyHashable's ==,
    // swiftlang/swift#91221, and is always false.)
    let content: CGFloat = 428 + 99_992 * 50
    #expect(table.contentSize.height == content)
    #expect(table.cellsMade <= 10)
    // Scrolled on, the rows met are measured in turn.
    table.contentOffset.y = filled
    Diagnostics.$sink.withValue(warnings.sink) { table.layoutIfNeeded() }
    #expect(warnings.messages.isEmpty)
    #expect(
      table.rectForRow(at: IndexPath(row: 8, section: 0))
        == CGRect(x: 0, y: 428, width: 320, height: 76))
  }

  /// Rows measured above the ones on screen (scrolling up through rows estimated twice
  /// their height) move the offset by their change, as UIKit's do: the rows on screen stay.
  @Test func rowsMeasuredAboveTheScreenDoNotMoveTheRowsOnIt() {
    final class Thin: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1_000
      }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
        (cell as? BoxCell)?.boxHeight.constant = 24  // rows of 40 points
        return cell
      }
    }
    let source = Thin()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.estimatedRowHeight = 80
    table.register(BoxCell.self, forCellReuseIdentifier: "box")
    table.dataSource = source
    table.layoutIfNeeded()
    let middle = IndexPath(row: 500, section: 0)
    table.scrollToRow(at: middle, at: .top, animated: false)
    table.layoutIfNeeded()
    func onScreen() -> CGFloat? {
      table.cellForRow(at: middle).map { $0.frame.minY - table.contentOffset.y }
    }
    #expect(onScreen() == 0)
    // Scrolled up 100 points: rows 497–499 show and measure 40 points, not 80, so row 500
    // moves up 120 points in the content and the offset with it.
    let before = table.contentOffset.y
    table.contentOffset.y -= 100
    table.layoutIfNeeded()
    #expect(onScreen() == 100)
    #expect(table.contentOffset.y == before - 100 - 120)
    #expect(table.rectForRow(at: IndexPath(row: 497, section: 0)).height == 40)
  }

  /// Cells without constraints (the default style) keep the estimate, 44 when none is set.
  @Test func unconstrainedCellsStayAtTheEstimate() {
    final class Plain: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
    }
    let source = Plain()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 3, section: 0))
        == CGRect(x: 0, y: 132, width: 320, height: 44))
    #expect(table.contentSize.height == CGFloat(50 * 44))
    table.estimatedRowHeight = 60
    table.layoutIfNeeded()
    #expect(table.contentSize.height == CGFloat(50 * 60))
  }
}
