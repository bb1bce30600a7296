import Foundation

extension UIUserInterfaceStyle {
  /// The appearances a window can be shown in, by the name `--appearance` and reference
  /// names use; light first.
  package static let appearances: [(name: String, style: UIUserInterfaceStyle)] = [
    ("light", .light), ("dark", .dark),
  ]

  /// The appearance's name, "light" or "dark"; nil for `.unspecified`, which is not an
  /// appearance a window shows.
  package var appearanceName: String? {
    Self.appearances.first { $0.style == self }?.name
  }

  /// The appearance `name` names; nil for any other name.
  package init?(appearanceName name: String) {
    guard let style = Self.appearances.first(where: { $0.name == name })?.style else { return nil }
    self = style
  }
}
