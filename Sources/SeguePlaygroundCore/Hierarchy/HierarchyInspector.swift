import Segue

/// The view-hierarchy inspector's state: whether its panel shows (V) and the exploded view
/// (X), the selected view, the field being edited, the last refusal, and the exploded
/// view's angles with the drag turning them. `PlaygroundApp` owns one.
@MainActor
final class HierarchyInspector {
  var isShown = false
  var isExploded = false
  /// The layer of the selected row (a view's layer, or a plain layer); nil before a pick.
  weak var selected: CALayer?
  var field = HierarchyField.x
  /// Why the last edit was refused; cleared by the next edit that is not.
  var message: String?
  var exploded = DisplayList.ExplodedView()
  /// While the pointer turns the exploded view: where it was, and the angles then.
  var turn: (start: CGPoint, yaw: CGFloat, pitch: CGFloat)?
  /// True from a Control-click's press to its release: none of it reaches the app.
  var picking = false
  lazy var panel = HierarchyPanel(frame: CGRect(x: 0, y: 0, width: Inspector.width, height: 1))
}
