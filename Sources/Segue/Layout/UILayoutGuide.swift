import Foundation

/// A rectangle that takes part in Auto Layout without being a view: a spacer, or the
/// margins and safe area a view offers (`layoutMarginsGuide`, `safeAreaLayoutGuide`).
///
///     let spacer = UILayoutGuide()
///     view.addLayoutGuide(spacer)
///     spacer.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25).isActive = true
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
  /// What a system guide follows; a guide made by user code is placed by constraints only.
  enum Role {
    case custom
    case margins
    case safeArea
  }

  let role: Role
  public internal(set) weak var owningView: UIView?
  public var identifier = ""

  /// The rectangle the engine solved, in the owning view's coordinates; a margins or safe
  /// area guide reads its owner's insets directly when no engine places it.
  var solvedFrame: CGRect?

  public override init() {
    role = .custom
    super.init()
  }

  init(role: Role, owningView: UIView) {
    self.role = role
    self.owningView = owningView
    super.init()
    identifier = role == .margins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
  }

  /// The guide's rectangle in the owning view's coordinates, as of the last layout pass.
  public var layoutFrame: CGRect {
    switch role {
    case .custom: solvedFrame ?? .zero
    case .margins, .safeArea: owningView.map { $0.bounds.inset(by: insets(in: $0)) } ?? .zero
    }
  }

  /// What a system guide keeps from its owner's bounds.
  func insets(in view: UIView) -> UIEdgeInsets {
    switch role {
    case .custom: .zero
    case .margins: view.layoutMargins
    case .safeArea: view.safeAreaInsets
    }
  }

  var hostView: UIView? { owningView }
  var layoutDescription: String {
    layoutLogName(self) + (identifier.isEmpty ? "" : "'\(identifier)'")
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
