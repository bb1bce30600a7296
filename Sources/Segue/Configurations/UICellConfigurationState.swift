import Foundation

/// A cell's state as its configurations read it: selected, highlighted and the rest, all
/// false by default.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  /// Set from the cell.
  public var isHighlighted = false
  public var isSelected = false
  /// UIKit's other states: nothing here sets them (there is no disabling, focus, editing,
  /// swiping, outline or reordering of cells).
  public var isDisabled = false
  public var isFocused = false
  public var isEditing = false
  public var isSwiped = false
  public var isExpanded = false
  public var isReordering = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}
