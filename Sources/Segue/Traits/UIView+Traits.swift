import Foundation

extension UIView {
  /// The traits the view draws with: its window's screen's, or its controller's for a
  /// controller's root view, or its superview's, with `overrideUserInterfaceStyle` applied.
  /// A view in no hierarchy has the main screen's.
  public var traitCollection: UITraitCollection { traitCollection(inheriting: nil) }

  /// The traits, taking `known`'s traits when it is the superview: a pass down the tree
  /// hands each view its superview's, so they are not worked out again up the tree.
  func traitCollection(inheriting known: InheritedTraits?) -> UITraitCollection {
    let inherited: UITraitCollection =
      if let window = self as? UIWindow {
        window.screen.traitCollection
      } else if let owningController {
        owningController.traitCollection
      } else if let known, known.view === superview {
        known.traits
      } else {
        superview?.traitCollection ?? UIScreen.main.traitCollection
      }
    return inherited.with(style: overrideUserInterfaceStyle)
  }

  /// `color` as this view draws it: resolved for its traits when dynamic, so the traits are
  /// only looked up for dynamic colors.
  func resolvedForDrawing(_ color: UIColor?, inheriting known: InheritedTraits? = nil)
    -> UIColor?
  {
    guard let color, color.dynamic != nil else { return color }
    return color.resolvedColor(with: traitCollection(inheriting: known))
  }

  /// One view or controller of a subtree and its traits, before a change.
  struct TraitRecord {
    var view: UIView
    var controller: UIViewController?
    var traits: UITraitCollection
  }

  /// The traits of every view (and root view's controller) of this subtree, parents first:
  /// what `deliverTraitChanges(since:)` compares with after a change.
  func traitSnapshot() -> [TraitRecord] {
    var records: [TraitRecord] = []
    appendTraits(to: &records)
    return records
  }

  private func appendTraits(to records: inout [TraitRecord]) {
    if let owningController {
      records.append(
        TraitRecord(
          view: self, controller: owningController, traits: owningController.traitCollection))
    }
    records.append(TraitRecord(view: self, controller: nil, traits: traitCollection))
    for subview in subviews { subview.appendTraits(to: &records) }
  }

  /// Calls `traitCollectionDidChange` on each view and controller of `records` whose traits
  /// differ now, parents first, with the new traits as `UITraitCollection.current`.
  func deliverTraitChanges(since records: [TraitRecord]) {
    for record in records {
      let now = record.controller?.traitCollection ?? record.view.traitCollection
      guard now != record.traits else { continue }
      now.performAsCurrent {
        if let controller = record.controller {
          controller.traitCollectionDidChange(record.traits)
        } else {
          record.view.traitCollectionDidChange(record.traits)
        }
      }
    }
  }
}

/// A view and its traits, handed down a pass over the tree (`UIView.traitCollection(inheriting:)`).
struct InheritedTraits {
  let view: UIView
  let traits: UITraitCollection
}
