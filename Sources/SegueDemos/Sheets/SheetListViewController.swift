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

/// The page the sheets are presented over: a title, colored stripes, and a button.
final class SheetHomeViewController: UIViewController {
  let heading: String
  let buttonTitle: String
  let show: (UIViewController) -> Void

  init(title heading: String, button: String, show: @escaping (UIViewController) -> Void) {
    self.heading = heading
    buttonTitle = button
    self.show = show
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemTeal
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue]
    for (index, color) in colors.enumerated() {
      let stripe = UIView(
        frame: CGRect(
          x: 20, y: 220 + CGFloat(index) * 60, width: view.bounds.width - 40, height: 44))
      stripe.backgroundColor = color
      stripe.layer.cornerRadius = 8
      stripe.autoresizingMask = [.flexibleWidth]
      view.addSubview(stripe)
    }
    let title = UILabel(frame: CGRect(x: 0, y: 60, width: view.bounds.width, height: 40))
    title.text = heading
    title.font = .boldSystemFont(ofSize: 28)
    title.textAlignment = .center
    title.autoresizingMask = [.flexibleWidth]
    view.addSubview(title)
    let button = DemoButton.make(buttonTitle, y: 130, in: view)
    button.addTarget(self, for: .touchUpInside) { [unowned self] _ in self.show(self) }
  }
}
