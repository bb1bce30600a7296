import Foundation

/// A control with a centered title, enough for a demo's "Present" button. One title and
/// one title color for every state.
///
///     let button = UIButton(type: .system)
///     button.setTitle("Present", for: .normal)
///     button.addTarget(self, for: .touchUpInside) { [unowned self] b in self.present(b) }
@preconcurrency @MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom, system

    /// The title's color until one is set: a system button's tint, a custom one's white.
    @MainActor var titleColor: UIColor { self == .system ? .systemBlue : .white }
  }

  /// The states a title can be set for; Segue keeps one title for all of them.
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal: State = []
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  /// `.custom` unless made with `init(type:)`.
  public private(set) var buttonType = ButtonType.custom
  /// The label showing the title; fills the button.
  public private(set) var titleLabel: UILabel?

  /// A convenience initializer, as in UIKit, so a subclass that overrides `init(frame:)`
  /// (and `init?(coder:)`) keeps it.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    titleLabel?.textColor = buttonType.titleColor
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTitle()
  }

  /// A `.custom` button, as `init(frame: .zero)` makes.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTitle()
  }

  private func setUpTitle() {
    let label = UILabel(frame: bounds)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 17)
    label.textColor = buttonType.titleColor
    addSubview(label)
    titleLabel = label
  }

  open func setTitle(_ title: String?, for state: State) {
    titleLabel?.text = title
    invalidateIntrinsicContentSize()
  }

  /// The title's size with UIKit's 6 points above and below, at least 30 high as a system
  /// button's is.
  open override var intrinsicContentSize: CGSize {
    let title = titleLabel?.intrinsicContentSize ?? .zero
    return CGSize(width: title.width, height: max(title.height + 12, 30))
  }

  /// Its intrinsic size: the title's, with the system button's margins.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open func title(for state: State) -> String? { titleLabel?.text }

  override func adoptPrimaryAction(_ action: UIAction) {
    setTitle(action.title, for: .normal)
    super.adoptPrimaryAction(action)
  }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleLabel?.textColor = color ?? (buttonType == .system ? .systemBlue : .white)
  }

  open override var isHighlighted: Bool {
    didSet { titleLabel?.alpha = isHighlighted ? 0.5 : 1 }
  }
}
