import Foundation

/// Lays out its arranged subviews in a row or a column with constraints of its own, as
/// UIKit's does; a hidden arranged view takes no space.
///
///     let stack = UIStackView(arrangedSubviews: [icon, title, button])
///     stack.axis = .horizontal
///     stack.alignment = .center
///     stack.spacing = 8
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How arranged views share the stack's length along its axis.
  public enum Distribution: Int, Sendable {
    /// Fills the length: hugging and compression resistance decide who stretches.
    case fill
    /// Every arranged view gets the same length.
    case fillEqually
    /// Lengths in proportion to the views' intrinsic lengths.
    case fillProportionally
    /// Intrinsic lengths, the gaps between views equal (at least `spacing`).
    case equalSpacing
    /// Intrinsic lengths, the distances between views' centers equal.
    case equalCentering
  }

  /// Where arranged views sit across the axis.
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// `.horizontal` by default.
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
  /// `.fill` by default.
  open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
  /// `.fill` by default.
  open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
  /// Points between adjacent arranged views (the least gap for `.equalSpacing` and
  /// `.equalCentering`); 0 by default.
  open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }

  public private(set) var arrangedSubviews: [UIView] = []
  /// The constraints the stack made for the current arrangement.
  private var arrangementConstraints: [NSLayoutConstraint] = []
  private var spacers: [UILayoutGuide] = []

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arrangement (and as a subview, if it is not one).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    arrangementDidChange()
  }

  func arrangedSubviewVisibilityDidChange(_ view: UIView) {
    if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
  }

  private func arrangementDidChange() {
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  open override func updateConstraints() {
    NSLayoutConstraint.deactivate(arrangementConstraints)
    for spacer in spacers { removeLayoutGuide(spacer) }
    spacers = []
    arrangedSubviews.removeAll { $0.superview !== self }
    let shown = arrangedSubviews.filter { !$0.isHidden }
    arrangementConstraints = alongAxis(shown) + acrossAxis(shown)
    for (index, constraint) in arrangementConstraints.enumerated() {
      constraint.identifier = constraint.identifier ?? "UISV-\(index)"
    }
    NSLayoutConstraint.activate(arrangementConstraints)
    super.updateConstraints()
  }

  // MARK: Along the axis

  private func alongAxis(_ views: [UIView]) -> [NSLayoutConstraint] {
    guard let first = views.first, let last = views.last else { return [] }
    var made = [
      attach(first, .leading, to: self, .leading), attach(last, .trailing, to: self, .trailing),
    ]
    for (previous, next) in zip(views, views.dropFirst()) {
      let gap = attach(next, .leading, to: previous, .trailing, constant: spacing)
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        made.append(gap)
      case .equalSpacing:
        made.append(attach(next, .leading, to: previous, .trailing, .greaterThanOrEqual, spacing))
        made += spacer(from: (previous, .trailing), to: (next, .leading))
      case .equalCentering:
        made.append(attach(next, .leading, to: previous, .trailing, .greaterThanOrEqual, spacing))
        made += spacer(from: (previous, .center), to: (next, .center))
      }
    }
    switch distribution {
    case .fillEqually:
      made += views.dropFirst().map { attach($0, .length, to: first, .length) }
    case .fillProportionally:
      let lengths = views.map(intrinsicLength)
      if let base = lengths.first, base > 0, lengths.allSatisfy({ $0 > 0 }) {
        for (view, length) in zip(views, lengths).dropFirst() {
          made.append(attach(view, .length, to: first, .length, multiplier: length / base))
        }
      }
    case .fill, .equalSpacing, .equalCentering:
      break
    }
    if let firstSpacer = spacers.first {
      for other in spacers.dropFirst() {
        made.append(attach(other, .length, to: firstSpacer, .length))
      }
    }
    return made
  }

  private func intrinsicLength(_ view: UIView) -> CGFloat {
    let size = view.intrinsicContentSize
    return max(axis == .horizontal ? size.width : size.height, 0)
  }

  /// A guide from one view's edge (or center) to the next's, whose lengths are made equal.
  private func spacer(
    from start: (view: UIView, edge: Edge), to end: (view: UIView, edge: Edge)
  ) -> [NSLayoutConstraint] {
    let guide = UILayoutGuide()
    guide.identifier = "UISV-distributing"
    addLayoutGuide(guide)
    spacers.append(guide)
    return [
      attach(guide, .leading, to: start.view, start.edge),
      attach(guide, .trailing, to: end.view, end.edge),
    ]
  }

  // MARK: Across the axis

  private func acrossAxis(_ views: [UIView]) -> [NSLayoutConstraint] {
    views.flatMap { view -> [NSLayoutConstraint] in
      switch alignment {
      case .fill:
        return [attach(view, .top, to: self, .top), attach(view, .bottom, to: self, .bottom)]
      case .leading, .firstBaseline:
        return [
          attach(view, .top, to: self, .top),
          attach(view, .bottom, to: self, .bottom, .lessThanOrEqual),
        ]
      case .trailing, .lastBaseline:
        return [
          attach(view, .bottom, to: self, .bottom),
          attach(view, .top, to: self, .top, .greaterThanOrEqual),
        ]
      case .center:
        return [
          attach(view, .crossCenter, to: self, .crossCenter),
          attach(view, .top, to: self, .top, .greaterThanOrEqual),
        ]
      }
    }
  }

  // MARK: Axis-relative attributes

  /// An attribute named along (`leading`, `trailing`, `length`, `center`) or across (`top`,
  /// `bottom`, `crossCenter`) the stack's axis.
  private enum Edge { case leading, trailing, length, center, top, bottom, crossCenter }

  private func attribute(_ edge: Edge) -> NSLayoutConstraint.Attribute {
    let horizontal = axis == .horizontal
    switch edge {
    case .leading: return horizontal ? .leading : .top
    case .trailing: return horizontal ? .trailing : .bottom
    case .length: return horizontal ? .width : .height
    case .center: return horizontal ? .centerX : .centerY
    case .top: return horizontal ? .top : .leading
    case .bottom: return horizontal ? .bottom : .trailing
    case .crossCenter: return horizontal ? .centerY : .centerX
    }
  }

  private func attach(
    _ item: AnyObject, _ edge: Edge, to other: AnyObject, _ otherEdge: Edge,
    _ relation: NSLayoutConstraint.Relation = .equal, _ constant: CGFloat = 0,
    multiplier: CGFloat = 1
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item, attribute: attribute(edge), relatedBy: relation, toItem: other,
      attribute: attribute(otherEdge), multiplier: multiplier, constant: constant)
  }

  private func attach(
    _ item: AnyObject, _ edge: Edge, to other: AnyObject, _ otherEdge: Edge, constant: CGFloat
  ) -> NSLayoutConstraint {
    attach(item, edge, to: other, otherEdge, .equal, constant)
  }
}
