import Foundation
import Segue

/// The view-hierarchy inspector (V) and the exploded 3D view (X): the device window's tree
/// in the inspector's place, a Control-click in the device area to pick the view under the
/// pointer (the app never sees that click), keyboard edits of the selected view (Up/Down
/// select a row, Tab the field, Left/Right change it, Shift the large step), and the
/// window's layers exploded in depth, turned by dragging. Everything reads the tree as it
/// stands, so it works while a transition is paused mid-flight.
extension PlaygroundApp {
  /// True while V shows the hierarchy in the inspector's place.
  public var isHierarchyShown: Bool { hierarchy.isShown }
  /// True while X shows the device window exploded in 3D.
  public var isExploded: Bool { hierarchy.isExploded }
  /// The device window's tree as the panel lists it.
  public var hierarchyRows: [HierarchyRow] { ViewHierarchy.rows(of: window) }
  /// The selected row's layer (a view's or a plain one); nil before a pick.
  public var selectedLayer: CALayer? { hierarchy.selected }
  /// The selected view; nil when nothing or a plain layer is selected.
  public var selectedView: UIView? {
    hierarchyRows.first { $0.layer === hierarchy.selected }?.view
  }
  /// The field Left/Right change on the selected view.
  public var editedField: HierarchyField { hierarchy.field }
  /// Why the last edit was refused; nil after one that was not.
  public var hierarchyMessage: String? { hierarchy.message }
  /// How the exploded view is turned.
  public var explodedView: DisplayList.ExplodedView { hierarchy.exploded }

  /// Shows or hides the hierarchy; showing it shows the inspector's column if hidden.
  public func toggleHierarchy(at time: TimeInterval) {
    hierarchy.isShown.toggle()
    if hierarchy.isShown, !isInspectorShown { toggleInspector(at: time) }
  }

  /// Selects the deepest visible view under `point` (device points), as a Control-click
  /// does.
  public func pickView(at point: CGPoint) {
    hierarchy.selected = ViewHierarchy.view(at: point, in: window).layer
  }

  /// Sets `field` of the selected view to `value` (see `HierarchyField.set`); a refused
  /// value leaves the view as it was, shows why in the panel and warns once.
  public func edit(_ field: HierarchyField, to value: CGFloat) {
    guard let view = selectedView else {
      hierarchy.message = "no view selected: Control-click one in the device area"
      return
    }
    hierarchy.message = window.animationEngine.perform { field.set(value, on: view) }
    if let message = hierarchy.message { Diagnostics.warn("hierarchy inspector: \(message)") }
  }

  /// V, X, and while the hierarchy shows, Up/Down, Tab and Left/Right; true when handled.
  func handleHierarchyKey(_ key: KeyInput) -> Bool {
    switch key.key {
    case "V":
      toggleHierarchy(at: key.timestamp)
      return true
    case "X":
      hierarchy.isExploded.toggle()
      return true
    default:
      break
    }
    guard hierarchy.isShown else { return false }
    switch key.key {
    case "Up", "Down":
      let rows = hierarchyRows
      let index = rows.firstIndex { $0.layer === hierarchy.selected }
      let next =
        index.map { ($0 + (key.key == "Up" ? rows.count - 1 : 1)) % rows.count } ?? 0
      hierarchy.selected = rows.isEmpty ? nil : rows[next].layer
    case "Tab":
      let fields = HierarchyField.allCases
      let index = fields.firstIndex(of: hierarchy.field) ?? 0
      let offset = key.modifiers.contains(.shift) ? fields.count - 1 : 1
      hierarchy.field = fields[(index + offset) % fields.count]
    case "Left", "Right":
      guard let view = selectedView else {
        hierarchy.message = "no view selected: Control-click one in the device area"
        return true
      }
      let steps: CGFloat = (key.key == "Left" ? -1 : 1) * (key.modifiers.contains(.shift) ? 10 : 1)
      edit(hierarchy.field, to: hierarchy.field.value(of: view, movedBy: steps))
    default:
      return false
    }
    return true
  }

  /// Takes a pointer event for the hierarchy and returns true: a Control-click in the device
  /// area while the hierarchy shows (picks; its drag and release go nowhere), or a drag in
  /// the exploded view (turns it). False leaves the event to the inspector and the app.
  func routesToHierarchy(_ input: PointerInput) -> Bool {
    let overDevice = input.location.x < window.bounds.width
    if hierarchy.picking {
      if input.phase == .up || input.phase == .cancel { hierarchy.picking = false }
      return true
    }
    if hierarchy.isShown, input.phase == .down, overDevice, input.modifiers.contains(.control) {
      if !hierarchy.isExploded { pickView(at: input.location) }
      hierarchy.picking = true
      return true
    }
    guard hierarchy.isExploded else { return false }
    if let turn = hierarchy.turn {
      let step = Self.explodedRadiansPerPoint
      hierarchy.exploded.yaw = turn.yaw + (input.location.x - turn.start.x) * step
      hierarchy.exploded.pitch = turn.pitch - (input.location.y - turn.start.y) * step
      if input.phase == .up || input.phase == .cancel { hierarchy.turn = nil }
      return true
    }
    guard input.phase == .down, overDevice else { return false }
    hierarchy.turn = (input.location, hierarchy.exploded.yaw, hierarchy.exploded.pitch)
    return true
  }

  /// Radians the exploded view turns per point of drag.
  static let explodedRadiansPerPoint: CGFloat = 0.01

  /// The hierarchy's panel, as tall as the device area, brought up to date.
  func shownHierarchyPanel() -> HierarchyPanel {
    let panel = hierarchy.panel
    let frame = CGRect(x: 0, y: 0, width: Self.inspectorWidth, height: window.bounds.height)
    if panel.frame != frame { panel.frame = frame }
    let rows = hierarchyRows
    panel.show(
      rows: rows, selected: rows.firstIndex { $0.layer === hierarchy.selected },
      editing: hierarchy.field, message: hierarchy.message)
    return panel
  }
}
