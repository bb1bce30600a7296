import Foundation
import Testing

@testable import Segue

/// Table cells as iOS code configures and subclasses them: the styles' labels and image,
/// accessories, the selection's look and `setSelected(_:animated:)` (Xcode's cell template
/// overrides it, with `awakeFromNib`).
@MainActor
@Suite struct TableCellTests {
  /// Xcode's "Cocoa Touch Class" template for a table cell, with what its overrides see.
  final class MessageCell: UITableViewCell {
    var selections: [(selected: Bool, animated: Bool)] = []

    override func awakeFromNib() {
      super.awakeFromNib()
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
      super.setSelected(selected, animated: animated)
      selections.append((selected, animated))
    }
  }

  /// A menu of demos as transition libraries' example apps write one: rows made in
  /// `cellForRowAt` in the subtitle style, with a disclosure indicator.
  final class DemosViewController: UITableViewController {
    let demos = [("Flip", "3D, perspective"), ("Bubble", "a circular mask"), ("Zoom", "images")]
    var chosen: [IndexPath] = []
    var ended: [IndexPath] = []
    /// Rows a tap may not select.
    var locked: Set<Int> = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      demos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "demo")
        ?? UITableViewCell(style: .subtitle, reuseIdentifier: "demo")
      cell.textLabel?.text = demos[indexPath.row].0
      cell.detailTextLabel?.text = demos[indexPath.row].1
      cell.accessoryType = .disclosureIndicator
      return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      locked.contains(indexPath.row) ? nil : indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      chosen.append(indexPath)
      tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      ended.append(indexPath)
    }
  }

  /// What is behind a cell's content view, back to front.
  private func backgrounds(of cell: UITableViewCell) -> [UIView] {
    Array(cell.subviews.prefix { $0 !== cell.contentView })
  }

  @Test func theStylesLabelsAndImageAreLaidOutAsUIKitsAre() throws {
    let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(plain.detailTextLabel == nil)
    plain.textLabel?.text = "Inbox"
    plain.imageView?.image = UIImage(systemName: "star.fill")
    plain.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    plain.layoutIfNeeded()
    let image = try #require(plain.imageView)
    // The symbol's 20 points, centered in the row.
    #expect(image.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
    #expect(plain.textLabel?.frame.minX == image.frame.maxX + 16)
    #expect(plain.textLabel?.frame.maxX == CGFloat(390 - 16))

    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    subtitle.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
    subtitle.textLabel?.text = "Flip"
    subtitle.detailTextLabel?.text = "3D, perspective"
    subtitle.layoutIfNeeded()
    let title = try #require(subtitle.textLabel?.frame)
    let detail = try #require(subtitle.detailTextLabel?.frame)
    #expect(detail.minY == title.maxY)
    #expect(title.minX == 16 && detail.minX == 16)
    // Centered together in the row.
    #expect(abs(title.minY - (60 - detail.maxY)) < 0.001)
    #expect(subtitle.detailTextLabel?.font.pointSize == 15)

    let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
    #expect(value1.detailTextLabel?.textAlignment == .right)
    #expect(value1.detailTextLabel?.textColor == .secondaryLabel)
  }

  @Test func anAccessorySitsOnTheTrailingSideAndTheContentMakesRoom() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    cell.accessoryType = .disclosureIndicator
    cell.layoutIfNeeded()
    let chevron = try #require(cell.subviews.last as? UIImageView)
    #expect(chevron.frame == CGRect(x: 390 - 16 - 13, y: 15.5, width: 13, height: 13))
    #expect(chevron.tintColor == .tertiaryLabel)
    #expect(cell.contentView.frame.width == chevron.frame.minX - 8)

    // A view of the app's own takes the type's place, at its own size.
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    cell.accessoryView = badge
    cell.layoutIfNeeded()
    #expect(chevron.superview == nil)
    #expect(badge.frame == CGRect(x: 390 - 16 - 51, y: 6.5, width: 51, height: 31))
    cell.accessoryView = nil
    cell.accessoryType = .none
    cell.layoutIfNeeded()
    #expect(badge.superview == nil)
    #expect(cell.contentView.frame == cell.bounds)

    // One type after another, as a reused cell is set: each replaces the one before.
    cell.accessoryType = .disclosureIndicator
    cell.layoutIfNeeded()
    let next = try #require(cell.subviews.last as? UIImageView)
    cell.accessoryType = .checkmark
    cell.layoutIfNeeded()
    let check = try #require(cell.subviews.last as? UIImageView)
    #expect(next.superview == nil && check !== next)
    #expect(check.frame.size == CGSize(width: 16, height: 16))
    // Drawn in the cell's tint, as UIKit's checkmark, following it.
    cell.tintColor = .systemRed
    #expect(check.tintColor == .systemRed)
    cell.accessoryType = .none
    cell.layoutIfNeeded()
    #expect(check.superview == nil)
    #expect(cell.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(cell.contentView)])
  }

  @Test func aSelectedRowShowsTheSystemGrayUnlessItsStyleIsNone() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(backgrounds(of: cell).isEmpty)
    cell.isSelected = true
    let gray = try #require(backgrounds(of: cell).first)
    #expect(gray.backgroundColor == .systemGray4 && gray.frame == cell.bounds)
    cell.isSelected = false
    #expect(backgrounds(of: cell).isEmpty)
    cell.isHighlighted = true
    #expect(backgrounds(of: cell).count == 1)
    cell.isHighlighted = false

    cell.selectionStyle = .none
    cell.isSelected = true
    #expect(backgrounds(of: cell).isEmpty)
    #expect(cell.isSelected)

    // The app's own backgrounds: the selected one over the plain one, both behind the
    // content.
    cell.selectionStyle = .default
    let plain = UIView()
    let selected = UIView()
    cell.backgroundView = plain
    cell.selectedBackgroundView = selected
    #expect(
      backgrounds(of: cell).map(ObjectIdentifier.init)
        == [plain, selected].map(ObjectIdentifier.init))
    // The selected one is in the cell only while it is selected, as UIKit adds it.
    cell.isSelected = false
    #expect(backgrounds(of: cell).map(ObjectIdentifier.init) == [ObjectIdentifier(plain)])
    #expect(selected.superview == nil)
    cell.backgroundView = nil
    #expect(plain.superview == nil)
  }

  @Test func theTableSelectsThroughSetSelectedAnimatedAsUIKitDoes() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    table.register(MessageCell.self, forCellReuseIdentifier: "message")
    final class Rows: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      }
    }
    let rows = Rows()
    table.dataSource = rows
    table.layoutIfNeeded()
    let path = IndexPath(row: 2, section: 0)
    let cell = try #require(table.cellForRow(at: path) as? MessageCell)
    // A new cell is told once, as it shows, that it is not selected.
    #expect(cell.selections.map(\.selected) == [false])
    table.selectRow(at: path, animated: true, scrollPosition: .none)
    table.deselectRow(at: path, animated: true)
    #expect(cell.selections.map(\.selected) == [false, true, false])
    #expect(cell.selections.map(\.animated) == [false, true, true])
    // Deselecting a row that is not selected changes nothing.
    table.deselectRow(at: path, animated: false)
    #expect(cell.selections.count == 3)
  }

  @Test func willSelectRowAtChoosesTheRowAndDidEndDisplayingFollowsTheCells() throws {
    let demos = DemosViewController(style: .plain)
    let window = UIWindow.showing(demos)
    let table = try #require(demos.tableView)
    let second = IndexPath(row: 1, section: 0)
    let point = table.convert(
      CGPoint(x: 100, y: table.rectForRow(at: second).midY), to: window)
    window.tap(at: point)
    // Selected, then deselected with animation by the app, as menus do.
    #expect(demos.chosen == [second])
    #expect(table.indexPathForSelectedRow == nil)

    // A row willSelectRowAt refuses leaves the selection as it was.
    demos.locked = [1]
    let first = IndexPath(row: 0, section: 0)
    table.selectRow(at: first, animated: false, scrollPosition: .none)
    window.tap(at: point)
    #expect(demos.chosen == [second])
    #expect(table.indexPathForSelectedRow == first)

    #expect(demos.ended.isEmpty)
    table.reloadData()
    table.layoutIfNeeded()
    #expect(demos.ended == (0..<3).map { IndexPath(row: $0, section: 0) })
  }

  /// A tap on a section's note row selects the row above it, as `willSelectRowAt` says.
  @Test func willSelectRowAtMayChooseAnotherRow() throws {
    final class Redirect: NSObject, UITableViewDataSource, UITableViewDelegate {
      var selected: [IndexPath] = []
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { UITableViewCell(style: .default, reuseIdentifier: nil) }
      func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        50
      }
      func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
        -> IndexPath?
      {
        indexPath.row == 3 ? IndexPath(row: 2, section: 0) : indexPath
      }
      func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
      }
    }
    let controller = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    let rows = Redirect()
    table.dataSource = rows
    table.delegate = rows
    controller.view.addSubview(table)
    let window = UIWindow.showing(controller)
    window.tap(at: table.convert(CGPoint(x: 100, y: 175), to: window))
    let above = IndexPath(row: 2, section: 0)
    #expect(rows.selected == [above])
    #expect(table.indexPathForSelectedRow == above)
    #expect(table.cellForRow(at: above)?.isSelected == true)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == false)
  }

  /// A delegate that reloads fewer rows from `willDisplay` ends the pass: no row the data
  /// no longer has is asked for, and the next layout shows the new rows.
  @Test func aReloadFromWillDisplayEndsThePass() {
    final class Shrinking: NSObject, UITableViewDataSource, UITableViewDelegate {
      var count = 20
      var askedPastTheEnd: [IndexPath] = []
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        count
      }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        if indexPath.row >= count { askedPastTheEnd.append(indexPath) }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        44
      }
      func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
      ) {
        guard count == 20 else { return }
        count = 3
        tableView.reloadData()
      }
    }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    let rows = Shrinking()
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    table.layoutIfNeeded()
    #expect(rows.askedPastTheEnd.isEmpty)
    #expect(table.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 0) })
  }
}
