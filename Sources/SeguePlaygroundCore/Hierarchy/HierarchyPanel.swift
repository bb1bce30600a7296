import Segue

/// The view-hierarchy inspector's panel, in the inspector's place while V shows it: the
/// field being edited and its value, the last refusal, then the tree one row a line
/// (indented by depth), scrolled so the selected row shows.
@MainActor
final class HierarchyPanel: UIWindow {
  private let heading = InspectorStyle.label(InspectorStyle.titleFont, color: InspectorStyle.title)
  private let field = InspectorStyle.label()
  private let message = InspectorStyle.label(InspectorStyle.smallFont, color: InspectorStyle.cancel)
  private let selection = UIView()
  private var lines: [UILabel] = []
  /// Where the tree starts, below the field and message lines.
  private static let treeTop: CGFloat =
    InspectorStyle.margin + 14 + 2 * InspectorStyle.lineHeight + 8
  private static let lineHeight: CGFloat = 15

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = InspectorStyle.background
    clipsToBounds = true
    let width = frame.width - 2 * InspectorStyle.margin
    heading.frame = CGRect(
      x: InspectorStyle.margin, y: InspectorStyle.margin, width: width, height: 14)
    field.frame = CGRect(
      x: InspectorStyle.margin, y: heading.frame.maxY, width: width,
      height: InspectorStyle.lineHeight)
    message.frame = field.frame.offsetBy(dx: 0, dy: InspectorStyle.lineHeight)
    selection.backgroundColor = InspectorStyle.selection
    for view in [heading, field, message, selection] { addSubview(view) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Shows `rows` with `selected` highlighted and `editing` of the selected view.
  func show(rows: [HierarchyRow], selected: Int?, editing: HierarchyField, message text: String?) {
    heading.text = "VIEW HIERARCHY · \(rows.count) LAYERS"
    if let selected, let view = rows[selected].view {
      field.text = "\(editing.rawValue): \(editing.formattedValue(of: view))  (Tab, ← →)"
    } else {
      field.text =
        selected == nil ? "Control-click a view to pick it" : "a layer: pick a view to edit"
    }
    message.text = text
    let visible = max(Int((bounds.height - Self.treeTop) / Self.lineHeight), 1)
    while lines.count < visible {
      let line = InspectorStyle.label(InspectorStyle.smallFont)
      lines.append(line)
      addSubview(line)
    }
    // The selected row in the middle when the tree is taller than the panel.
    let first = max(min((selected ?? 0) - visible / 2, rows.count - visible), 0)
    selection.isHidden = true
    for (index, line) in lines.enumerated() {
      let row = first + index
      line.isHidden = index >= visible || row >= rows.count
      guard !line.isHidden else { continue }
      let indent = CGFloat(min(rows[row].depth, 12)) * 10
      line.frame = CGRect(
        x: InspectorStyle.margin + indent, y: Self.treeTop + CGFloat(index) * Self.lineHeight,
        width: bounds.width - 2 * InspectorStyle.margin - indent, height: Self.lineHeight)
      line.text = rows[row].text
      line.textColor = rows[row].view == nil ? InspectorStyle.dimmed : InspectorStyle.text
      if row == selected {
        selection.isHidden = false
        selection.frame = CGRect(
          x: 0, y: line.frame.minY, width: bounds.width, height: Self.lineHeight)
      }
    }
  }
}
