// Swift 5 language mode: a content configuration and its view written as iOS apps write
// them (after Apple's "Implementing Modern Collection Views" sample): a struct with no actor
// annotation whose `makeContentView()` builds a view, and the view conforming to
// `UIContentView`. It must compile against Segue unchanged.
import Segue

struct BadgeConfiguration: UIContentConfiguration, Hashable {
  var title: String? = nil
  var isSelected = false

  func makeContentView() -> UIView & UIContentView {
    BadgeContentView(configuration: self)
  }

  func updated(for state: UIConfigurationState) -> BadgeConfiguration {
    guard let state = state as? UICellConfigurationState else { return self }
    var updated = self
    updated.isSelected = state.isSelected
    return updated
  }
}

final class BadgeContentView: UIView, UIContentView {
  let label = UILabel()
  private var applied: BadgeConfiguration!

  var configuration: UIContentConfiguration {
    get { applied }
    set {
      guard let badge = newValue as? BadgeConfiguration else { return }
      apply(badge)
    }
  }

  init(configuration: BadgeConfiguration) {
    super.init(frame: .zero)
    addSubview(label)
    apply(configuration)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func apply(_ badge: BadgeConfiguration) {
    guard applied != badge else { return }
    applied = badge
    label.text = badge.title
    label.textColor = badge.isSelected ? .white : .label
    backgroundColor = badge.isSelected ? .systemBlue : .clear
  }
}

/// A list cell configured in `updateConfiguration(using:)` without calling `super`, as the
/// sample's cells do.
final class BadgeCell: UICollectionViewCell {
  var title: String?

  override func updateConfiguration(using state: UICellConfigurationState) {
    var content = BadgeConfiguration().updated(for: state)
    content.title = title
    contentConfiguration = content
  }
}
