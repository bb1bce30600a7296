import Foundation

/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// solved with every other active constraint of the hierarchy.
///
///     let height = card.heightAnchor.constraint(equalToConstant: 200)
///     height.isActive = true
///     height.constant = 500
///     UIView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
///
/// Activating installs the constraint on the items' nearest common ancestor; changing
/// `constant` re-solves incrementally at the next layout pass. Activation, deactivation
/// and priority changes rebuild the hierarchy's system at the next pass.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  /// Scales the second attribute; 1 by default. Fixed once made, as in UIKit.
  public let multiplier: CGFloat
  public var identifier: String?

  /// Points added to the second attribute (or the whole right side without one).
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue, let engine = installedView?.layoutRoot.layoutState.engine
      else { return }
      engine.constantDidChange(self)
    }
  }

  /// 1000 (`.required`) by default. An active constraint cannot switch between required
  /// and optional (UIKit raises; here the change is ignored with a warning).
  public var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue, let view = installedView else { return }
      if (priority == .required) != (oldValue == .required) {
        Diagnostics.warn(
          "\(self): an active constraint cannot change between required and optional "
            + "priority; deactivate it first. The priority stays \(oldValue.rawValue)")
        priority = oldValue
        return
      }
      view.layoutRoot.invalidateLayoutEngine()
    }
  }

  /// The common ancestor the constraint is installed on while active.
  weak var installedView: UIView?

  public var isActive: Bool {
    get { installedView != nil }
    set { newValue ? activate() : deactivate() }
  }

  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  var firstLayoutItem: (any LayoutItem)? { firstItem as? any LayoutItem }
  var secondLayoutItem: (any LayoutItem)? { secondItem as? any LayoutItem }

  /// Installs on the items' nearest common ancestor, or on `view` (`addConstraint`) when it
  /// contains both items, as UIKit's `constraints` lists them.
  func activate(on view: UIView? = nil) {
    guard installedView == nil else { return }
    guard let first = firstLayoutItem?.hostView else {
      Diagnostics.warn("\(self): the first item is not a view or layout guide; not activated")
      return
    }
    var ancestor: UIView? = first
    if let second = secondLayoutItem?.hostView {
      ancestor = first.nearestCommonAncestor(with: second)
      guard ancestor != nil else {
        Diagnostics.warn(
          "Unable to activate constraint \(self): \(first.layoutDescription) and "
            + "\(second.layoutDescription) have no common ancestor (they are in different "
            + "view hierarchies); the constraint is not installed")
        return
      }
    } else if secondItem != nil {
      Diagnostics.warn("\(self): the second item is not a view or layout guide; not activated")
      return
    }
    guard var ancestor else { return }
    if let view, ancestor.isDescendant(of: view) { ancestor = view }
    ancestor.layoutState.constraints.append(self)
    installedView = ancestor
    ancestor.layoutRoot.invalidateLayoutEngine()
  }

  private func deactivate() {
    guard let view = installedView else { return }
    view.layoutState.constraints.removeAll { $0 === self }
    installedView = nil
    view.layoutRoot.invalidateLayoutEngine()
  }

  /// UIKit's log form: `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 100   (active)>`.
  /// `description` is nonisolated (NSObject's) while the constraint's state belongs to the
  /// main actor, as UIKit's does. Off the main actor (a `print` from a background queue) its
  /// state may not be read without a data race, so it says only what it is, never traps.
  open override nonisolated var description: String {
    guard MainQueue.isCurrent else { return "<" + layoutLogName(self) + ">" }
    return MainActor.assumeIsolated { logDescription }
  }

  /// The full log form, on the main actor.
  private var logDescription: String {
    var text = "<" + layoutLogName(self)
    if let identifier { text += " '\(identifier)'" }
    text += " " + side(firstLayoutItem, firstAttribute) + " " + relation.symbol + " "
    if let second = secondLayoutItem {
      text += (multiplier == 1 ? "" : "\(format(multiplier))*") + side(second, secondAttribute)
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + format(abs(constant)) }
    } else {
      text += format(constant)
    }
    if priority != .required { text += " @\(format(CGFloat(priority.rawValue)))" }
    return text + (isActive ? "   (active)>" : ">")
  }

  private func side(_ item: (any LayoutItem)?, _ attribute: Attribute) -> String {
    (item?.layoutDescription ?? "nil") + "." + "\(attribute)"
  }

  private func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : "\(value)"
  }
}

extension NSLayoutConstraint.Relation {
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
