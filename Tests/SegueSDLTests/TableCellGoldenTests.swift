import Segue
import SegueTesting
import SnapshotTesting
import Testing

/// Table cells as a transition library's example menu configures them, the legacy way and
/// with content configurations, drawn. The reference PNGs in
/// `__Snapshots__/TableCellGoldenTests` were looked at before they were committed.
@MainActor
@Suite struct TableCellGoldenTests {
  /// One row per style and accessory, the third selected.
  final class MenuViewController: UITableViewController {
    let rows: [(style: UITableViewCell.CellStyle, title: String, detail: String?)] = [
      (.subtitle, "Card flip", "3D, with perspective"),
      (.subtitle, "Bubble", "a circular mask"),
      (.default, "Zoom", nil),
      (.value1, "Duration", "0.4 s"),
      (.value2, "Curve", "ease out"),
      (.default, "Reduce Motion", nil),
      (.default, "About", nil),
    ]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
      -> CGFloat
    { 56 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let row = rows[indexPath.row]
      let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
      cell.textLabel?.text = row.title
      cell.detailTextLabel?.text = row.detail
      switch indexPath.row {
      case 0, 1: cell.accessoryType = .disclosureIndicator
      case 2:
        cell.imageView?.image = UIImage(systemName: "photo")
        cell.accessoryType = .disclosureIndicator
      case 5:
        let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        toggle.backgroundColor = .systemGreen
        toggle.layer.cornerRadius = 15.5
        cell.accessoryView = toggle
      case 6: cell.accessoryType = .detailDisclosureButton
      default: cell.accessoryType = indexPath.row == 3 ? .checkmark : .none
      }
      return cell
    }
  }

  /// From the top: two subtitle rows (a 17-point title over a 15-point gray detail) with gray
  /// chevrons at the right; "Zoom" after the photo symbol in the tint, its row gray
  /// (selected); "Duration" with "0.4 s" in gray at the right, before a blue checkmark;
  /// "Curve", bold and blue, right-aligned in the first quarter, then "ease out"; "Reduce
  /// Motion" with a green rounded badge at the right; "About" with a blue circled "i" and a
  /// chevron.
  @Test func menu() {
    let menu = MenuViewController(style: .plain)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    window.rootViewController = menu
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    menu.tableView.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    assertSnapshot(of: window, as: .image(size: CGSize(width: 390, height: 400)), named: "menu")
  }

  /// The same kind of menu written with content configurations (iOS 14 and later).
  final class ConfiguredMenuViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
      -> CGFloat
    { 60 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1]
      let cell = UITableViewCell(style: styles[indexPath.row], reuseIdentifier: nil)
      var content = cell.defaultContentConfiguration()
      switch indexPath.row {
      case 0:
        content.text = "Photos"
        content.image = UIImage(systemName: "photo")
        content.imageProperties.tintColor = .systemPink
      case 1:
        content.text = "Bubble"
        content.secondaryText = "A circular reveal from the button"
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
      default:
        content.text = "Duration"
        content.secondaryText = "0.4 s"
      }
      cell.contentConfiguration = content
      cell.accessoryType = indexPath.row == 2 ? .none : .disclosureIndicator
      return cell
    }
  }

  /// "Photos" after a pink photo symbol, 16 points in, with a chevron; "Bubble" in semibold
  /// over its gray 15-point subtitle, with a chevron; "Duration" and, at the right edge
  /// (16 points in), "0.4 s" in gray. Each row 60 points tall, its texts centered in it.
  @Test func configuredMenu() {
    let menu = ConfiguredMenuViewController(style: .plain)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 180))
    window.rootViewController = menu
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    assertSnapshot(
      of: window, as: .image(size: CGSize(width: 390, height: 180)), named: "configured")
  }
}
