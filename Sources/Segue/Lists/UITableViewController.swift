import Foundation

/// A controller whose view is a table view it is the data source and delegate of, as
/// UIKit's: override the data source's and the delegate's methods (`override func
/// tableView(_:numberOfRowsInSection:)`, `override func scrollViewDidScroll(_:)`, …).
///
///     final class InboxViewController: UITableViewController {
///       override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
///       }
///       override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
///         -> Int { 20 }
///       override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///         -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///         cell.textLabel?.text = "Message \(indexPath.row)"
///         return cell
///       }
///     }
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let style: UITableView.Style

  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A `.plain` table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A `.plain` table.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The controller's view, a table view (loading it on first use); setting it sets `view`.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Deselects the selected row as the view appears: true by default.
  open var clearsSelectionOnViewWillAppear = true

  /// A table view of the controller's style, filling the screen, with this controller as
  /// its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    view = table
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView,
      let selected = table.indexPathForSelectedRow
    else { return }
    table.deselectRow(at: selected, animated: animated)
  }

  // MARK: Data source

  /// 1.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// None: override it.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// Override it with `numberOfRowsInSection`: this one shows an empty cell and warns.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    Diagnostics.warn(
      "\(type(of: self)): tableView(_:cellForRowAt:) is not overridden; row \(indexPath) is empty")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  // MARK: Delegate

  /// The table's `rowHeight`, as when the delegate does not give heights.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.uniformRowHeight
  }

  /// `indexPath`.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}

  // MARK: Scroll view delegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
