import Foundation

/// What a cell (or any view that hosts one) shows, as a value: it makes the view that shows
/// it, and gives itself as it should look in a state (selected, highlighted, …).
///
///     var content = cell.defaultContentConfiguration()
///     content.text = "Flip"
///     content.secondaryText = "3D, with perspective"
///     cell.contentConfiguration = content
public protocol UIContentConfiguration {
  /// A view that shows this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// This configuration as it looks in `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, and takes a new one in place.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` in place of its own (else a new view is made
  /// for it); by default, when it is of the same type as the one the view has.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
