import Foundation
import Testing

@testable import Segue

/// Cells configured as iOS 14 and later code configures them: a list content configuration
/// from `defaultContentConfiguration()`, a configuration of the app's own with its view, and
/// `updateConfiguration(using:)` restyling a cell for its state (as Apple's "Implementing
/// Modern Collection Views" sample does).
@MainActor
@Suite struct ContentConfigurationTests {
  /// A configuration of the app's own: a color swatch whose color shows the selection.
  struct SwatchConfiguration: UIContentConfiguration, Hashable {
    var color: UIColor = .systemTeal
    var selected = false

    func makeContentView() -> any UIView & UIContentView { SwatchView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> SwatchConfiguration {
      var updated = self
      updated.selected = (state as? UICellConfigurationState)?.isSelected ?? false
      return updated
    }
  }

  final class SwatchView: UIView, UIContentView {
    var configuration: any UIContentConfiguration {
      didSet { apply() }
    }

    init(configuration: SwatchConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
      apply()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func supports(_ configuration: any UIContentConfiguration) -> Bool {
      configuration is SwatchConfiguration
    }

    private func apply() {
      guard let swatch = configuration as? SwatchConfiguration else { return }
      backgroundColor = swatch.selected ? swatch.color : swatch.color.withAlphaComponent(0.3)
    }
  }

  /// A cell that restyles itself for its state, as modern iOS code does (calling `super`,
  /// which does nothing, as Apple's sample leaves it out).
  final class StatefulCell: UICollectionViewCell {
    var states: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
      super.updateConfiguration(using: state)
      states.append(state)
      contentView.layer.borderWidth = state.isSelected ? 2 : 0
    }
  }

  /// The list content view a cell shows, and its image view and labels.
  private func listView(in cell: UIView) throws -> UIListContentView {
    try #require(
      cell.subviews.lazy.flatMap(\.subviews).compactMap { $0 as? UIListContentView }.first)
  }

  private func labels(in view: UIListContentView) -> [UILabel] {
    view.subviews.compactMap { $0 as? UILabel }
  }

  @Test func aDefaultConfigurationFilledInShowsItsTextsAndImage() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "demo")
    var content = cell.defaultContentConfiguration()
    content.text = "Flip"
    content.secondaryText = "3D, with perspective"
    content.image = UIImage(systemName: "star.fill")
    content.imageProperties.tintColor = .systemOrange
    content.secondaryTextProperties.lineBreakMode = .byTruncatingMiddle
    content.textProperties.adjustsFontSizeToFitWidth = true
    content.textProperties.minimumScaleFactor = 0.7
    cell.contentConfiguration = content
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 64)
    cell.layoutIfNeeded()

    let view = try listView(in: cell)
    #expect(view.frame == cell.contentView.bounds)
    let (title, detail) = (labels(in: view)[0], labels(in: view)[1])
    #expect(title.text == "Flip" && detail.text == "3D, with perspective")
    #expect(title.font == .preferredFont(forTextStyle: .body))
    #expect(detail.font.pointSize == 15 && detail.textColor == .secondaryLabel)
    #expect(detail.lineBreakMode == .byTruncatingMiddle)
    #expect(title.adjustsFontSizeToFitWidth && title.minimumScaleFactor == 0.7)
    let image = try #require(view.subviews.first as? UIImageView)
    #expect(image.tintColor == .systemOrange)
    // The image inside the 16-point margin, the texts 16 points after it, stacked with 3
    // points between them and centered in the 11-point margins.
    #expect(image.frame.minX == 16 && title.frame.minX == image.frame.maxX + 16)
    #expect(detail.frame.minY == title.frame.maxY + 3)
    #expect(abs((title.frame.minY - 11) - (64 - 11 - detail.frame.maxY)) < 1e-9)

    // A new configuration of the same kind is shown by the same view.
    content.text = "Card flip"
    cell.contentConfiguration = content
    #expect(try listView(in: cell) === view)
    #expect(labels(in: view)[0].text == "Card flip")
    cell.contentConfiguration = nil
    #expect(view.superview == nil)
  }

  @Test func eachStyleHasItsDefaultConfiguration() {
    let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
    #expect(value.prefersSideBySideTextAndSecondaryText)
    #expect(value.secondaryTextProperties.font.pointSize == 17)
    let plain = UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
    #expect(!plain.prefersSideBySideTextAndSecondaryText)
    #expect(plain == .cell())
    #expect(plain.textProperties.numberOfLines == 0)
  }

  @Test func aValueCellPutsTheSecondaryTextAtTheTrailingSide() throws {
    var content = UIListContentConfiguration.valueCell()
    content.text = "Duration"
    content.secondaryText = "0.4 s"
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    view.layoutIfNeeded()
    let (title, detail) = (labels(in: view)[0], labels(in: view)[1])
    // The detail drawn at the trailing side over the whole room; the title stops 8 points
    // before the detail's width.
    #expect(detail.frame == CGRect(x: 16, y: 11, width: 358, height: 22))
    #expect(detail.textAlignment == .right)
    #expect(title.frame.width == 358 - detail.intrinsicContentSize.width - 8)
    // A side-by-side row is as tall as its taller text, inside the margins.
    // 20 points of 17-point text and the 11-point margins.
    #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 42)
  }

  @Test func aConfigurationOfTheAppsOwnIsUpdatedForTheCellsState() throws {
    let cell = StatefulCell(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
    cell.contentConfiguration = SwatchConfiguration()
    cell.layoutIfNeeded()
    let swatch = try #require(cell.contentView.subviews.first as? SwatchView)
    #expect(cell.states.map(\.isSelected) == [false])

    // Two changes before the next layout: one update, for the state as it is then.
    cell.isHighlighted = true
    cell.isSelected = true
    #expect(cell.states.count == 1)
    cell.layoutIfNeeded()
    #expect(cell.states.map(\.isSelected) == [false, true])
    #expect(cell.states.last?.isHighlighted == true)
    #expect((swatch.configuration as? SwatchConfiguration)?.selected == true)
    #expect(cell.contentView.subviews.first === swatch)
    #expect(cell.contentView.layer.borderWidth == 2)

    // Not updated automatically: the configuration stays as set; the override still runs.
    cell.automaticallyUpdatesContentConfiguration = false
    cell.isSelected = false
    cell.layoutIfNeeded()
    #expect((swatch.configuration as? SwatchConfiguration)?.selected == true)
    #expect(cell.contentView.layer.borderWidth == 0)

    // A list configuration in place of the swatch: a new view replaces it.
    cell.contentConfiguration = UIListContentConfiguration.cell()
    #expect(swatch.superview == nil)
    #expect(cell.contentView.subviews.first is UIListContentView)
  }

  /// The handler runs after `updateConfiguration(using:)`, whether an override calls `super`
  /// or not; setting the same state again asks for nothing.
  @Test func theUpdateHandlerSeesTheCellAndItsState() {
    final class Row: UITableViewCell {
      var calls: [String] = []
      override func updateConfiguration(using state: UICellConfigurationState) {
        calls.append("override")
      }
    }
    let cell = Row(style: .default, reuseIdentifier: nil)
    var seen: [Bool] = []
    cell.configurationUpdateHandler = { cell, state in
      seen.append(state.isSelected)
      (cell as? Row)?.calls.append("handler")
      cell.backgroundColor = state.isSelected ? .systemYellow : .systemBackground
    }
    cell.layoutIfNeeded()
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(seen == [false, true])
    #expect(cell.calls == ["override", "handler", "override", "handler"])
    #expect(cell.backgroundColor == .systemYellow)
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(seen == [false, true])
  }

  /// A configuration set while the cell is selected shows as selected at once.
  @Test func aConfigurationSetLaterShowsTheCurrentState() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
    cell.isSelected = true
    cell.layoutIfNeeded()
    cell.contentConfiguration = SwatchConfiguration()
    let swatch = try #require(cell.contentView.subviews.first as? SwatchView)
    #expect((swatch.configuration as? SwatchConfiguration)?.selected == true)
  }

  /// A view of the app's own that does not say what it supports takes configurations of
  /// its own configuration's type in place, and is replaced for another type.
  @Test func aContentViewSupportsItsOwnConfigurationsTypeByDefault() throws {
    final class PlainView: UIView, UIContentView {
      var configuration: any UIContentConfiguration
      init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    struct Plain: UIContentConfiguration {
      var tag = 0
      func makeContentView() -> any UIView & UIContentView { PlainView(configuration: self) }
      func updated(for state: any UIConfigurationState) -> Plain { self }
    }
    let view = PlainView(configuration: Plain())
    #expect(view.supports(Plain(tag: 1)))
    #expect(!view.supports(SwatchConfiguration()))

    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
    cell.contentConfiguration = Plain()
    let shown = try #require(cell.contentView.subviews.first as? PlainView)
    cell.contentConfiguration = Plain(tag: 2)
    #expect(cell.contentView.subviews.first === shown)
    #expect((shown.configuration as? Plain)?.tag == 2)
    cell.contentConfiguration = SwatchConfiguration()
    #expect(shown.superview == nil)
  }

  @Test func aListContentViewTakesOnlyListConfigurations() {
    let view = UIListContentView(configuration: .cell())
    // Typed as UIKit types it: the list configuration's members read through it.
    view.configuration.text = "Inbox"
    #expect(labels(in: view)[0].text == "Inbox")
    #expect(view.supports(UIListContentConfiguration.valueCell()))
    #expect(!view.supports(SwatchConfiguration()))
    var contentView: any UIContentView = view
    let warnings = WarningLog()
    Diagnostics.$sink.withValue(warnings.sink) {
      contentView.configuration = SwatchConfiguration()
    }
    #expect(view.configuration.text == "Inbox")
    #expect(warnings.messages.count == 1 && warnings.messages[0].contains("SwatchConfiguration"))
  }

  /// Dynamic Type code as iOS apps write it lays out as at the default text size.
  @Test func dynamicTypeCodeGetsTheDefaultTextSize() {
    let label = UILabel()
    label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(
      for: .systemFont(ofSize: 17, weight: .semibold))
    label.adjustsFontForContentSizeCategory = true
    #expect(label.font == .preferredFont(forTextStyle: .headline))
    #expect(UIFontMetrics.default.scaledValue(for: 8) == 8)
    #expect(
      UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 34)
        .pointSize == 34)
    #expect(UIListContentConfiguration.cell().textProperties.adjustsFontForContentSizeCategory)
  }

  @Test func preferredFontsAreTheDefaultTextSizes() {
    #expect(UIFont.preferredFont(forTextStyle: .body) == .systemFont(ofSize: 17))
    #expect(
      UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(
      UIFont.preferredFont(
        forTextStyle: .footnote, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)
      ).pointSize == 13)
  }

  /// A content view that lays its cell out as it takes a configuration (so the cell runs
  /// its configuration update from inside the setter) does not overlap the cell's own access
  /// to its configuration.
  @Test func aContentViewMayLayItsCellOutFromItsSetter() throws {
    final class EagerView: UIView, UIContentView {
      var configuration: any UIContentConfiguration {
        didSet { (superview?.superview as? UICollectionViewCell)?.layoutIfNeeded() }
      }
      init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    struct Eager: UIContentConfiguration {
      var tag = 0
      func makeContentView() -> any UIView & UIContentView { EagerView(configuration: self) }
      func updated(for state: any UIConfigurationState) -> Eager { self }
    }
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
    cell.contentConfiguration = Eager()
    cell.isSelected = true
    cell.contentConfiguration = Eager(tag: 1)
    let view = try #require(cell.contentView.subviews.first as? EagerView)
    #expect((view.configuration as? Eager)?.tag == 1)
  }
}
