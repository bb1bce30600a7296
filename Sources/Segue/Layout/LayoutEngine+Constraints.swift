import Foundation

extension LayoutEngine {
  /// Adds a user constraint; one that contradicts the required constraints already added is
  /// left out and logged as UIKit logs it.
  func add(_ constraint: NSLayoutConstraint) {
    guard let first = expression(constraint.firstLayoutItem, constraint.firstAttribute) else {
      return
    }
    var terms = first.terms
    var base = first.constant
    if constraint.secondItem != nil {
      guard let second = expression(constraint.secondLayoutItem, constraint.secondAttribute)
      else { return }
      let multiplier = Double(constraint.multiplier)
      terms += second.terms.map { ($0.0, -$0.1 * multiplier) }
      base -= second.constant * multiplier
    }
    let linear = LinearConstraint(
      terms: terms, constant: base - Double(constraint.constant),
      relation: constraint.relation.linear,
      strength: constraint.priority.strength)
    do {
      let id = try solver.add(linear)
      installed[ObjectIdentifier(constraint)] = (id, base)
      names[id] = constraint.description
    } catch {
      reportUnsatisfiable(constraint, conflicts: error.conflicts)
    }
  }

  /// `attribute` of `item` as a linear expression over its variables, in root coordinates.
  private func expression(_ item: (any LayoutItem)?, _ attribute: NSLayoutConstraint.Attribute)
    -> (terms: [(variable: Symbol, coefficient: Double)], constant: Double)?
  {
    guard let item else { return nil }
    if let edge = attribute.withoutMargins {
      guard let view = item as? UIView else { return nil }
      return expression(view.layoutMarginsGuide, edge)
    }
    guard let rect = rects[ObjectIdentifier(item)] else { return nil }
    switch attribute {
    case .left, .leading: return ([(rect.x, 1)], 0)
    case .right, .trailing: return ([(rect.x, 1), (rect.width, 1)], 0)
    case .top: return ([(rect.y, 1)], 0)
    case .bottom: return ([(rect.y, 1), (rect.height, 1)], 0)
    case .width: return ([(rect.width, 1)], 0)
    case .height: return ([(rect.height, 1)], 0)
    case .centerX: return ([(rect.x, 1), (rect.width, 0.5)], 0)
    case .centerY: return ([(rect.y, 1), (rect.height, 0.5)], 0)
    case .firstBaseline, .lastBaseline:
      // A label's single line is centred vertically: its baselines sit half a line from
      // the centre, less the descent (last) or plus the ascent (first).
      guard let label = item as? UILabel else { return ([(rect.y, 1), (rect.height, 1)], 0) }
      let size = Double(label.font.pointSize)
      let halfLine = size * UIFont.lineHeight / 2
      let offset =
        attribute == .firstBaseline
        ? size * UIFont.ascent - halfLine : halfLine - size * UIFont.descent
      return ([(rect.y, 1), (rect.height, 0.5)], offset)
    default: return nil
    }
  }
}

extension NSLayoutConstraint.Relation {
  var linear: LinearConstraint.Relation {
    switch self {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
