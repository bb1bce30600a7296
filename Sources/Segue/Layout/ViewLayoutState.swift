import Foundation

/// What Auto Layout keeps for each view (`UIView.layoutState`).
struct ViewLayoutState {
  /// The active constraints whose nearest common ancestor is this view (`constraints`).
  var constraints: [NSLayoutConstraint] = []
  /// True for views made in code, as in UIKit: the frame becomes required constraints.
  var translatesAutoresizingMask = true
  /// Content hugging per axis; 250 (`.defaultLow`) by default, as for views made in code.
  var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  /// Compression resistance per axis; 750 (`.defaultHigh`) by default.
  var compressionResistance = (
    horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh
  )
  /// Every view is asked once (`updateConstraints`) before its first layout.
  var needsUpdateConstraints = true
  /// 8 points on each side by default, as UIKit's.
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var guides: [UILayoutGuide] = []
  var marginsGuide: UILayoutGuide?
  var safeAreaGuide: UILayoutGuide?
  /// `safeAreaInsets` as the last layout pass saw it, to call `safeAreaInsetsDidChange`
  /// when it differs.
  var notifiedSafeAreaInsets = UIEdgeInsets.zero
  /// Points a container's bar covers of this view and adds to its safe area: a navigation
  /// controller's large-title row over its top controller's view.
  var barInsets = UIEdgeInsets.zero
  /// On the root of a constrained hierarchy: the solved system, rebuilt when nil.
  var engine: LayoutEngine?
  /// On a root: constraints exist in the tree but `engine` must be (re)built first.
  var needsEngine = false
  /// The rectangle the engine solved for this view, in its superview's coordinates, before
  /// its transform; applied by the superview's layout pass.
  var solvedRect: CGRect?
}
