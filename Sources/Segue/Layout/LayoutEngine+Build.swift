import Foundation

extension LayoutEngine {
  /// Adds the items of every active constraint installed in the tree (with their
  /// ancestors), the constraints that follow the model, then the user's constraints in tree
  /// order, each view's in activation order.
  func build() {
    var constraints: [NSLayoutConstraint] = []
    collect(root, into: &constraints)
    register(root)
    for constraint in constraints {
      for item in [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap({ $0 }) {
        register(item)
      }
      for (item, attribute) in [
        (constraint.firstLayoutItem, constraint.firstAttribute),
        (constraint.secondLayoutItem, constraint.secondAttribute),
      ] where attribute.withoutMargins != nil {
        if let view = item as? UIView { register(view.layoutMarginsGuide) }
      }
    }
    addModelConstraints(for: root)
    for view in views { addModelConstraints(for: view) }
    for guide in guides { addModelConstraints(for: guide) }
    for constraint in constraints { add(constraint) }
    update()
  }

  private func collect(_ view: UIView, into constraints: inout [NSLayoutConstraint]) {
    constraints += view.layoutState.constraints
    for subview in view.subviews { collect(subview, into: &constraints) }
  }

  /// Gives `item` variables, after its superview or owner; false when it is not in the tree.
  @discardableResult
  private func register(_ item: any LayoutItem) -> Bool {
    if rects[ObjectIdentifier(item)] != nil { return true }
    if let view = item as? UIView {
      if view !== root {
        guard let parent = view.superview, register(parent) else { return false }
        views.append(view)
      }
    } else if let guide = item as? UILayoutGuide {
      guard let owner = guide.owningView, register(owner) else { return false }
      guides.append(guide)
    }
    rects[ObjectIdentifier(item)] = Rect(
      x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
      height: solver.makeVariable())
    return true
  }

  /// The root holds its bounds (or is pulled to the fitting size); a translating view holds
  /// its frame; any other view gets its intrinsic size and weak stays.
  private func addModelConstraints(for view: UIView) {
    guard let rect = rects[ObjectIdentifier(view)] else { return }
    let name = view.layoutDescription
    if view === root {
      addFixed([(rect.x, 1)], 0, "\(name).minX == 0 (root)")
      addFixed([(rect.y, 1)], 0, "\(name).minY == 0 (root)")
      if let fitting {
        addFitting(rect.width, fitting.size.width, fitting.horizontal, "\(name).width")
        addFitting(rect.height, fitting.size.height, fitting.vertical, "\(name).height")
      } else {
        track([(rect.width, 1)], .rootWidth, "\(name).width")
        track([(rect.height, 1)], .rootHeight, "\(name).height")
      }
    } else if view.layoutState.translatesAutoresizingMask, let parent = view.superview,
      let outer = rects[ObjectIdentifier(parent)]
    {
      let kind = "NSAutoresizingMaskLayoutConstraint \(name)"
      track([(rect.x, 1), (outer.x, -1)], .originX(view), "\(kind).minX")
      track([(rect.y, 1), (outer.y, -1)], .originY(view), "\(kind).minY")
      track([(rect.width, 1)], .width(view), "\(kind).width")
      track([(rect.height, 1)], .height(view), "\(kind).height")
    } else {
      addIntrinsicSize(of: view, rect)
      addStays(for: view, rect)
    }
  }

  private func addModelConstraints(for guide: UILayoutGuide) {
    guard let rect = rects[ObjectIdentifier(guide)] else { return }
    guard guide.role != .custom, let owner = guide.owningView,
      let outer = rects[ObjectIdentifier(owner)]
    else { return addStays(for: guide, rect) }
    let name = guide.layoutDescription
    track([(rect.x, 1), (outer.x, -1)], .inset(guide, .left), "\(name).left")
    track([(rect.y, 1), (outer.y, -1)], .inset(guide, .top), "\(name).top")
    track([(rect.width, 1), (outer.width, -1)], .inset(guide, .horizontal), "\(name).width")
    track([(rect.height, 1), (outer.height, -1)], .inset(guide, .vertical), "\(name).height")
  }

  /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis
  /// that has an intrinsic length.
  private func addIntrinsicSize(of view: UIView, _ rect: Rect) {
    let size = view.intrinsicContentSize
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let length = axis == .horizontal ? size.width : size.height
      guard length != UIView.noIntrinsicMetric else { continue }
      let variable = axis == .horizontal ? rect.width : rect.height
      let name = "\(view.layoutDescription).\(axis == .horizontal ? "width" : "height")"
      for (relation, priority) in [
        (LinearConstraint.Relation.lessThanOrEqual, view.contentHuggingPriority(for: axis)),
        (.greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
      ] {
        let constraint = LinearConstraint(
          terms: [(variable, 1)], constant: -Double(length), relation: relation,
          strength: priority.strength)
        guard let id = try? solver.add(constraint) else { continue }
        tracked.append(Tracked(id: id, source: .intrinsic(view, axis), value: length))
        names[id] =
          "<NSContentSizeLayoutConstraint \(name) \(relation == .lessThanOrEqual ? "<=" : ">=")"
          + " \(length) @\(Int(priority.rawValue))>"
      }
    }
  }

  private func addStays(for item: AnyObject, _ rect: Rect) {
    stays[ObjectIdentifier(item)] = [rect.x, rect.y, rect.width, rect.height].compactMap {
      variable in
      let stay = LinearConstraint(
        terms: [(variable, 1)], constant: 0, relation: .equal, strength: Self.stayStrength)
      return (try? solver.add(stay)).map { (variable, $0) }
    }
  }

  private func addFixed(_ terms: [(Symbol, Double)], _ value: CGFloat, _ name: String) {
    let constraint = LinearConstraint(
      terms: terms.map { ($0.0, $0.1) }, constant: -Double(value), relation: .equal,
      strength: .infinity)
    if let id = try? solver.add(constraint) { names[id] = "<\(name)>" }
  }

  private func addFitting(
    _ variable: Symbol, _ target: CGFloat, _ priority: UILayoutPriority, _ name: String
  ) {
    let constraint = LinearConstraint(
      terms: [(variable, 1)], constant: -Double(target), relation: .equal,
      strength: priority.strength)
    if let id = try? solver.add(constraint) { names[id] = "<\(name) == \(target) (fitting)>" }
  }

  /// A required equality whose constant follows `source`.
  private func track(_ terms: [(Symbol, Double)], _ source: Source, _ name: String) {
    let value = read(source) ?? 0
    let constraint = LinearConstraint(
      terms: terms.map { ($0.0, $0.1) }, constant: -Double(value), relation: .equal,
      strength: .infinity)
    guard let id = try? solver.add(constraint) else { return }
    tracked.append(Tracked(id: id, source: source, value: value))
    names[id] = "<\(name)>"
  }
}
