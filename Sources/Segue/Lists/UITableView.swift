import Foundation

/// A vertical list of rows in sections (the plain style): cells are made from registered
/// classes and reused, and only the rows on screen exist, so 100,000 rows cost what the
/// visible ones cost.
///
///     table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
///     table.dataSource = self
///     // in tableView(_:cellForRowAt:):
///     let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///     cell.textLabel?.text = "Row \(indexPath.row)"
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// Where `scrollToRow(at:at:animated:)` puts the row.
  public enum ScrollPosition: Int, Sendable {
    /// The least movement that shows the row.
    case none
    case top, middle, bottom
  }

  /// A row height that asks the row for its size: each row is sized by its cell's Auto
  /// Layout (`contentView.systemLayoutSizeFitting` at the table's width) when it first
  /// shows, and stands at `estimatedRowHeight` until then; a cell whose content view has no
  /// constraints stays at the estimate.
  public static let automaticDimension: CGFloat = -1

  /// `.plain`; the grouped styles are drawn plain (with a warning).
  public let style: Style

  /// Points per row when the delegate gives none; `automaticDimension` (self-sizing rows)
  /// by default.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }

  /// Points a self-sizing row stands at until its cell is measured; `automaticDimension`
  /// (the default), 0 or anything not finite and positive reads as 44.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }

  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      shown.select(nil, animated: false)
      setNeedsReload()
    }
  }

  /// Rows per section and where each section's rows start, from the last reload.
  internal var rowCounts: [Int] = []
  /// The top of every row, when the delegate gives heights (one more entry: the end);
  /// nil when all rows are `resolvedRowHeight` tall.
  internal var rowTops: [CGFloat]?
  /// The rows' heights when they size themselves (`rowHeight` is `automaticDimension` and
  /// the delegate gives no heights); nil otherwise.
  internal var selfSizedRows: RowHeights?
  /// Set by the delegate's default `heightForRowAt`: it does not size rows.
  internal var rowHeightsAreUniform = false
  internal var needsReload = true
  internal var pool = ReusePool<UITableViewCell>()
  internal let shown = VisibleCells<UITableViewCell>()

  public init(frame: CGRect, style: Style) {
    if style != .plain {
      Diagnostics.warn("UITableView style .\(style) is drawn as .plain")
    }
    self.style = style
    super.init(frame: frame)
    setUp()
  }

  /// A `.plain` table view, as `init(frame: .zero)` makes.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    setUp()
  }

  /// The system background, as UIKit's plain table has, and selection by tap.
  private func setUp() {
    backgroundColor = .systemBackground
    addGestureRecognizer(
      UITapGestureRecognizer(target: nil) { [unowned self] tap in self.selectRow(at: tap) })
  }

  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// What the delegate's default `heightForRowAt` answers: `resolvedRowHeight`, noting that
  /// the delegate does not size rows.
  internal var uniformRowHeight: CGFloat {
    rowHeightsAreUniform = true
    return resolvedRowHeight
  }

  /// `rowHeight` in points, `automaticDimension` (or anything not finite and positive)
  /// read as the estimate.
  internal var resolvedRowHeight: CGFloat {
    rowHeight.isFinite && rowHeight > 0 ? rowHeight : resolvedEstimate
  }

  /// `estimatedRowHeight` in points, 44 when it is not finite and positive.
  internal var resolvedEstimate: CGFloat {
    estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : 44
  }

  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    pool.register(cellClass, for: identifier)
  }

  /// A cell to configure for `indexPath`: one that scrolled off, or a new one of the class
  /// registered under `identifier`. Nothing registered: a default cell, with a warning
  /// (UIKit raises an exception).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    Diagnostics.warn(
      "UITableView: no class registered for reuse identifier \"\(identifier)\"; "
        + "using a default UITableViewCell")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A reusable or new registered cell of `identifier`; nil when none is registered.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    let found = pool.dequeue(identifier) { $0.init(style: .default, reuseIdentifier: identifier) }
    if let found, found.reused { found.cell.prepareForReuse() }
    return found?.cell
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  /// Asks the data source again for everything; the visible rows are rebuilt at the next
  /// layout, and none is selected, as in UIKit.
  open func reloadData() {
    shown.select(nil, animated: false)
    setNeedsReload()
  }

  private func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Cells made so far: about the number of rows that fit on screen when reuse works.
  internal var cellsMade: Int { pool.madeCount }
}
