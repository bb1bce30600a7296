import Foundation

/// Which views the next update-constraints and layout passes must visit (`UIView.layoutMarks`),
/// so that a frame whose tree did not change walks no further than its window, as Core
/// Animation marks the path from a layer that needs layout up to the root.
///
/// A path mark on a view says it or a view below it needs the pass, and holds on every
/// ancestor of a marked view: marking climbs until it meets a view already marked.
struct LayoutMarks: OptionSet {
  let rawValue: UInt8

  /// This view or one below it needs the layout pass: its layout, or a check of its safe area.
  static let layoutPath = LayoutMarks(rawValue: 1 << 0)
  /// This view's geometry changed since the last pass: its subviews' safe areas follow from
  /// it, so the pass works them out again.
  static let geometryChanged = LayoutMarks(rawValue: 1 << 1)
  /// This view or one below it needs the update-constraints pass.
  static let constraintsPath = LayoutMarks(rawValue: 1 << 2)

  /// Either mark that brings the layout pass to a view.
  static let layoutPass: LayoutMarks = [.layoutPath, .geometryChanged]

  /// What a new view starts with: it has not been laid out, asked for its constraints or
  /// placed.
  static let all: LayoutMarks = [.layoutPath, .geometryChanged, .constraintsPath]
}

extension UIView {
  /// Sets `marks` (path marks) on this view and its ancestors, up to the first that has them.
  func markPath(_ marks: LayoutMarks) {
    var next: UIView? = self
    while let view = next, !view.layoutMarks.isSuperset(of: marks) {
      view.layoutMarks.formUnion(marks)
      next = view.superview
    }
  }

  /// Tells the layout pass that this view moved, resized or turned: its safe area and its
  /// subviews' are worked out again.
  func markGeometryChanged() {
    layoutMarks.insert(.geometryChanged)
    markPath(.layoutPath)
  }
}
