import Foundation

/// A cell's content configuration and the view showing it, for table and collection cells
/// alike: the view fills the cell's content view, takes a new configuration in place when it
/// supports it, and is replaced when it does not; and whether the cell's state changed since
/// its configuration last saw it.
///
/// A class, so that the app's code it calls out to (`updated(for:)`, `makeContentView()`,
/// a content view's `configuration` setter) may lay the cell out or read its configuration
/// without overlapping an access to it.
@MainActor
internal final class CellContent {
  private(set) var configuration: (any UIContentConfiguration)?
  private var view: (any UIView & UIContentView)?
  /// Set when the state the configuration reads changed (or on request); the cell updates
  /// its configuration at its next layout, once however many changes came.
  var needsUpdate = true

  /// Shows `configuration` (nil: none) in `contentView`.
  func show(_ configuration: (any UIContentConfiguration)?, in contentView: UIView) {
    self.configuration = configuration
    guard let configuration else {
      view?.removeFromSuperview()
      view = nil
      return
    }
    if let view, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    view?.removeFromSuperview()
    let made = configuration.makeContentView()
    made.frame = contentView.bounds
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.insertSubview(made, at: 0)
    view = made
  }

  /// The state of `cell` as configurations read it: its traits, selection and highlight.
  static func state(of cell: UIView, selected: Bool, highlighted: Bool)
    -> UICellConfigurationState
  {
    var state = UICellConfigurationState(traitCollection: cell.traitCollection)
    state.isSelected = selected
    state.isHighlighted = highlighted
    return state
  }

  /// Whether an update was asked for since the last; the asking is then forgotten.
  func takeNeededUpdate() -> Bool {
    defer { needsUpdate = false }
    return needsUpdate
  }

  /// Shows the configuration as it looks in `state`.
  func update(for state: UICellConfigurationState, in contentView: UIView) {
    if let configuration { show(configuration.updated(for: state), in: contentView) }
  }
}
