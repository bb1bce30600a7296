import Foundation

/// The root of a view tree: hosts the root view controller's view and routes the mouse to
/// the views under it.
///
///     let window = UIWindow(frame: UIScreen.main.bounds)
///     window.rootViewController = HomeViewController()
///     window.makeKeyAndVisible()
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// Its view fills the window and follows its size.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      // The old root disappears and the new one appears at once, with their callbacks.
      oldValue?.beginAppearanceTransition(false, animated: false)
      oldValue?.viewIfLoaded?.removeFromSuperview()
      oldValue?.endAppearanceTransition()
      if let controller = rootViewController {
        // Animations a controller starts while its view loads (in viewDidLoad) run on this
        // window's engine, as UIKit plays them once the view is on screen.
        let view: UIView = animationEngine.perform { controller.view }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.beginAppearanceTransition(true, animated: false)
        addSubview(view)
        controller.endAppearanceTransition()
      }
    }
  }

  public private(set) var isKeyWindow = false

  /// The display the window shows on: its device's safe area reaches the window's views
  /// (`safeAreaInsets`) and `UIScreen.main` is the key window's. By default a screen of the
  /// window's size with no insets; hosts give it a device (`--device`).
  open var screen: UIScreen {
    didSet { if screen !== oldValue { setNeedsLayout() } }
  }

  /// Runs the animations of the views in this window; the host ticks it once per frame.
  public let animationEngine = AnimationEngine()

  /// A Segue extra: set one to record the calls this window's transitions make into your
  /// code (`TransitionTrace`); nil, the default, records nothing.
  public var transitionTrace: TransitionTrace?

  /// The touch of the mouse while its button is held; nil otherwise.
  internal var activeTouch: UITouch?

  /// The event `activeTouch` is delivered with, reused for each phase of the sequence as
  /// UIKit does, so a drag's moves do not allocate.
  internal var activeEvent: UIEvent?

  /// The button that began `activeTouch`: only its release ends the touch.
  internal var activeButton = 0

  /// The gesture recognizers taking part in the touch in progress.
  internal var gestureArena: GestureArena?

  public override init(frame: CGRect) {
    screen = UIScreen(device: .custom(size: frame.size))
    super.init(frame: frame)
    backgroundColor = .black
  }

  /// A window of no size, as `init(frame: .zero)` makes.
  public required init?(coder: NSCoder) {
    screen = UIScreen(device: .custom(size: .zero))
    super.init(coder: coder)
    backgroundColor = .black
  }

  isolated deinit {
    // Its views stop seeing it before its teardown runs their completions, as they would
    // with weak references to it.
    Self.forget(self, layer: layer, subviews: subviews, contributions: animationContributions)
    tearDown()
  }

  /// Shows the window and makes it the one that takes keys.
  open func makeKeyAndVisible() {
    isHidden = false
    isKeyWindow = true
    UIApplication.shared.windowBecameKey(self)
  }

  /// Another window became key (`UIApplication.shared.keyWindow`).
  func resignKey() { isKeyWindow = false }

  /// The end of the responder chain: there is no UIApplication above the window here.
  open override var next: UIResponder? { nil }
}
