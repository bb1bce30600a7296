import Foundation

/// A stack of controllers with a title strip on top: push slides the new one in from the
/// right while the one below moves left by 30 % under a dim, pop the reverse, 0.35 s, as on
/// iOS; the delegate can supply its own animator and interaction controller.
///
///     let navigation = UINavigationController(rootViewController: InboxViewController())
///     navigation.pushViewController(MessageViewController(), animated: true)
///
/// As in UIKit, `viewControllers` changes at the call; the views change on the next frame.
/// A push or pop while a transition runs is ignored with a warning.
@MainActor
open class UINavigationController: UIViewController {
  /// What a navigation transition does.
  public enum Operation: Int, Sendable {
    case none, push, pop
  }

  /// Weak, as in UIKit.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// The title strip's height, in points.
  static let barHeight: CGFloat = 44

  /// The stack, bottom first.
  var stack: [UIViewController] = []
  /// Holds the controllers' views; the container of push and pop transitions.
  let contentView = UIView()
  let navigationBar = NavigationBarView()
  /// True from an animated push or pop until its transition completes.
  var isTransitioning = false
  /// The interaction controller an interactive pop (`beginInteractivePop`) drives the
  /// default pop animation with.
  var pendingInteraction: (any UIViewControllerInteractiveTransitioning)?

  public init(rootViewController: UIViewController) {
    super.init()
    setViewControllers([rootViewController], animated: false)
  }

  public override init() { super.init() }

  open override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.backgroundColor = .systemBackground
    let width = root.bounds.width
    contentView.frame = CGRect(
      x: 0, y: Self.barHeight, width: width, height: root.bounds.height - Self.barHeight)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.clipsToBounds = true
    navigationBar.frame = CGRect(x: 0, y: 0, width: width, height: Self.barHeight)
    navigationBar.autoresizingMask = [.flexibleWidth]
    root.addSubview(contentView)
    root.addSubview(navigationBar)
    view = root
    if let top = stack.last { show(top) }
  }

  /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { stack.last }

  /// The controller on screen: a presented one, else the top.
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      return Diagnostics.warn(
        "pushViewController: \(type(of: viewController)) is already on the stack; ignored")
    }
    change(to: stack + [viewController], operation: .push, animated: animated, caller: "push")
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return change(
      to: Array(stack.dropLast()), operation: .pop, animated: animated, caller: "pop")?.first
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return [] }
    return change(to: [stack[0]], operation: .pop, animated: animated, caller: "popToRoot")
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      Diagnostics.warn("popToViewController: \(type(of: viewController)) is not on the stack")
      return nil
    }
    return change(
      to: Array(stack[...index]), operation: .pop, animated: animated, caller: "popTo")
  }

  /// Replaces the stack. Animated, it pushes when the new top was not on the stack and
  /// pops otherwise, as UIKit does.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
      unique.append(controller)
    }
    let operation: Operation =
      unique.last.map { top in stack.contains { $0 === top } } == true ? .pop : .push
    change(to: unique, operation: operation, animated: animated, caller: "setViewControllers")
  }
}
