import Segue

/// The sheets' content: a plain table of 60 numbered rows (44 pt each), a scroll view the
/// sheet hands its drag to at the top edge.
final class SheetListViewController: UIViewController, UITableViewDataSource {
  private static let cellIdentifier = "row"

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let table = UITableView(frame: view.bounds, style: .plain)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // Room for the grabber above the first row.
    table.contentInset.top = 16
    table.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    table.dataSource = self
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row + 1)"
    return cell
  }
}
