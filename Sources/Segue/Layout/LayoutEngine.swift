import Foundation

/// The Auto Layout system of one view tree: every active constraint installed in it, the
/// required constraints that frames of translating views, layout margins and the safe area
/// become, content hugging and compression resistance, and weak stays that give an
/// ambiguous layout a defined result. Items are solved in the root's coordinates.
@MainActor
final class LayoutEngine {
  /// For `systemLayoutSizeFitting`: the root's size is pulled towards `size` instead of
  /// being held to its bounds.
  struct Fitting {
    var size: CGSize
    var horizontal: UILayoutPriority
    var vertical: UILayoutPriority
  }

  struct Rect {
    var x, y, width, height: Symbol
  }

  /// Where a tracked constraint's constant `k` (in `variables == k`) comes from. The root's
  /// size is read through `root` (unowned): the root keeps its engine, so the engine must
  /// not keep the root.
  enum Source {
    case rootWidth, rootHeight
    case originX(UIView), originY(UIView), width(UIView), height(UIView)
    case inset(UILayoutGuide, Edge)
    case intrinsic(UIView, NSLayoutConstraint.Axis)
  }

  enum Edge { case left, top, horizontal, vertical }

  /// A constraint whose constant follows the model, re-read at every pass.
  struct Tracked {
    let id: SolverConstraintID
    let source: Source
    var value: CGFloat
  }

  /// The weight of the stays that place what no constraint does: below any priority (1 is
  /// 1.02), so they only decide what is otherwise free.
  static let stayStrength = 1e-3

  unowned let root: UIView
  let solver = Solver()
  var rects: [ObjectIdentifier: Rect] = [:]
  /// Participating views below the root, each after its superview.
  var views: [UIView] = []
  var guides: [UILayoutGuide] = []
  /// Each user constraint in the solver, with the part of its solver constant that its
  /// attributes give (a baseline's offset): the solver constant is `base − constant`.
  var installed: [ObjectIdentifier: (id: SolverConstraintID, base: Double)] = [:]
  var tracked: [Tracked] = []
  var stays: [ObjectIdentifier: [(variable: Symbol, id: SolverConstraintID)]] = [:]
  /// What each solver constraint is, for the unsatisfiable-constraints log.
  var names: [SolverConstraintID: String] = [:]
  var needsApply = true
  var intrinsicSizesChanged = false
  let fitting: Fitting?

  init(root: UIView, fitting: Fitting?) {
    self.root = root
    self.fitting = fitting
    build()
  }

  /// The root's solved size, for `systemLayoutSizeFitting`.
  var fittedSize: CGSize {
    guard let rect = rects[ObjectIdentifier(root)] else { return root.bounds.size }
    return CGSize(width: solver.value(of: rect.width), height: solver.value(of: rect.height))
  }

  func constantDidChange(_ constraint: NSLayoutConstraint) {
    guard let entry = installed[ObjectIdentifier(constraint)] else { return }
    if !solver.updateConstant(entry.id, to: entry.base - Double(constraint.constant)) {
      root.invalidateLayoutEngine()
    }
    needsApply = true
    root.setNeedsLayout()
  }

  func intrinsicContentSizeDidChange(of view: UIView) {
    guard rects[ObjectIdentifier(view)] != nil else { return }
    intrinsicSizesChanged = true
    view.superview?.setNeedsLayout()
  }

  /// Re-reads what the tracked constraints follow, and hands the solved rectangles to the
  /// layout pass when anything moved.
  func update() {
    let readsIntrinsic = intrinsicSizesChanged
    intrinsicSizesChanged = false
    for index in tracked.indices {
      if case .intrinsic = tracked[index].source, !readsIntrinsic { continue }
      guard let value = read(tracked[index].source) else { return root.invalidateLayoutEngine() }
      guard value != tracked[index].value else { continue }
      tracked[index].value = value
      guard solver.updateConstant(tracked[index].id, to: -Double(value)) else {
        return root.invalidateLayoutEngine()
      }
      needsApply = true
    }
    guard needsApply, fitting == nil else { return }
    needsApply = false
    apply()
  }

  /// The current value of a tracked constant; nil when an intrinsic size gained or lost an
  /// axis, which changes the constraints themselves.
  func read(_ source: Source) -> CGFloat? {
    switch source {
    case .originX(let view):
      return view.center.x - view.bounds.width / 2 - (view.superview?.bounds.minX ?? 0)
    case .originY(let view):
      return view.center.y - view.bounds.height / 2 - (view.superview?.bounds.minY ?? 0)
    case .rootWidth: return root.bounds.width
    case .rootHeight: return root.bounds.height
    case .width(let view): return view.bounds.width
    case .height(let view): return view.bounds.height
    case .inset(let guide, let edge):
      guard let owner = guide.owningView else { return 0 }
      let insets = guide.insets(in: owner)
      switch edge {
      case .left: return insets.left
      case .top: return insets.top
      case .horizontal: return -(insets.left + insets.right)
      case .vertical: return -(insets.top + insets.bottom)
      }
    case .intrinsic(let view, let axis):
      let size = view.intrinsicContentSize
      let value = axis == .horizontal ? size.width : size.height
      return value == UIView.noIntrinsicMetric ? nil : value
    }
  }

  /// Stores each moved view's rectangle for its superview's layout pass, and marks that
  /// superview; guides take theirs at once.
  private func apply() {
    for view in views where view !== root && !view.layoutState.translatesAutoresizingMask {
      guard let parent = view.superview, let rect = frame(of: view, in: parent) else { continue }
      let current = CGRect(
        x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
        width: view.bounds.width, height: view.bounds.height)
      guard rect != current else { continue }
      view.layoutState.solvedRect = rect
      parent.setNeedsLayout()
    }
    for guide in guides {
      guard let owner = guide.owningView else { continue }
      guide.solvedFrame = frame(of: guide, in: owner)
    }
  }

  /// The item's solved rectangle in `parent`'s bounds coordinates.
  private func frame(of item: AnyObject, in parent: UIView) -> CGRect? {
    guard let rect = rects[ObjectIdentifier(item)], let outer = rects[ObjectIdentifier(parent)]
    else { return nil }
    return CGRect(
      x: solver.value(of: rect.x) - solver.value(of: outer.x) + parent.bounds.minX,
      y: solver.value(of: rect.y) - solver.value(of: outer.y) + parent.bounds.minY,
      width: solver.value(of: rect.width), height: solver.value(of: rect.height))
  }

  /// True when moving one of the view's stays moves the view: nothing else holds it there.
  func isAmbiguous(_ view: UIView) -> Bool {
    guard let held = stays[ObjectIdentifier(view)] else { return false }
    return held.contains { variable, id in
      let before = solver.value(of: variable)
      let moved = solver.updateConstant(id, to: -(before + 100))
      let after = solver.value(of: variable)
      _ = solver.updateConstant(id, to: 0)
      return moved && abs(after - before) > 1e-6
    }
  }
}
