import Foundation
import Testing

@testable import Segue

/// A controller that lays its card out for its size, as iOS code adapting to a resize does:
/// the new layout goes into the coordinator's alongside block.
@MainActor
private final class AdaptingViewController: UIViewController {
  let card = UIView()
  var sizes: [CGSize] = []
  var traitChanges: [UITraitCollection] = []
  var completions = 0
  var durations: [TimeInterval] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
    durations.append(coordinator.transitionDuration)
    coordinator.animate(
      alongsideTransition: { _ in
        self.card.frame = CGRect(x: size.width - 100, y: 0, width: 100, height: 100)
      },
      completion: { _ in self.completions += 1 })
  }

  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    traitChanges.append(newCollection)
  }
}

/// A container giving its one child the left half of its size.
@MainActor
private final class HalvingContainer: UIViewController {
  let child = AdaptingViewController()
  var sizes: [CGSize] = []
  var preferredSizeChanges = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    CGSize(width: parentSize.width / 2, height: parentSize.height)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    sizes.append(size)
    super.viewWillTransition(to: size, with: coordinator)
  }

  override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    if container === child { preferredSizeChanges += 1 }
  }
}

/// Gives the presented controller a 300-point-wide column and reads it back for its frame,
/// as custom presentation controllers do.
@MainActor
private final class ColumnPresentationController: UIPresentationController {
  var sizes: [CGSize] = []

  override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    let preferred = presentedViewController.preferredContentSize
    return CGSize(width: preferred.width > 0 ? preferred.width : 300, height: parentSize.height)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    let bounds = containerView!.bounds
    let size = size(
      forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
    return CGRect(origin: CGPoint(x: bounds.width - size.width, y: 0), size: size)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    sizes.append(size)
    super.viewWillTransition(to: size, with: coordinator)
  }
}

@MainActor
private final class ColumnTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  var made: ColumnPresentationController?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = ColumnPresentationController(
      presentedViewController: presented, presenting: presenting)
    made = controller
    return controller
  }
}

/// `UIContentContainer` and the size transition of a window resize (issue 15, point 5).
@MainActor
@Suite struct SizeTransitionTests {
  static let portrait = CGSize(width: 390, height: 844)
  static let landscape = CGSize(width: 844, height: 390)

  func window(_ root: UIViewController, device: DeviceDescription? = nil) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: Self.portrait))
    if let device { window.screen = UIScreen(device: device) }
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test func aResizeTellsEachControllerOnceAndItsAlongsideBlockAnimatesOverTheDuration() {
    let container = HalvingContainer()
    let window = window(container)
    let child = container.child

    window.resize(to: Self.landscape, scale: 1)

    #expect(container.sizes == [Self.landscape])
    #expect(child.sizes == [CGSize(width: 422, height: 390)], "half, as the container says")
    #expect(child.durations == [UIWindow.sizeTransitionDuration])
    #expect(window.bounds.size == Self.landscape)
    #expect(child.card.frame.origin.x == 322, "the model is at the new layout at once")
    #expect(child.card.presentation().frame.origin.x == 0, "what is drawn starts from the old")
    window.step(frames: 12)  // 0.2 s of 0.4, ease-in-out: half way
    #expect(isClose(child.card.presentation().frame.origin.x, 161, within: 1e-6))
    #expect(child.completions == 0)
    window.step(frames: 13)
    #expect(child.card.presentation().frame.origin.x == 322)
    #expect(child.completions == 1)
    #expect(container.sizes.count == 1 && child.sizes.count == 1, "once per resize")
  }

  @Test func theWindowsLayoutAnimatesWithTheResize() {
    let root = AdaptingViewController()
    let window = window(root)
    window.resize(to: Self.landscape, scale: 1, duration: 0.5)
    #expect(root.view.frame.size == Self.landscape)
    #expect(root.view.presentation().bounds.size == Self.portrait)
    window.step(frames: 31)
    #expect(root.view.presentation().bounds.size == Self.landscape)
    #expect(root.durations == [0.5])
  }

  @Test func theSameSizeIsNoTransition() {
    let root = AdaptingViewController()
    let window = window(root)
    window.resize(to: Self.portrait, scale: 1)
    #expect(root.sizes.isEmpty)
  }

  @Test func aBlockAddedAfterTheStartJoinsForTheTimeLeftAndAfterTheEndIsRefused() {
    final class Keeping: UIViewController {
      var coordinator: (any UIViewControllerTransitionCoordinator)?
      override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
        self.coordinator = coordinator
      }
    }
    let root = Keeping()
    let window = window(root)
    let late = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(late)
    window.resize(to: Self.landscape, scale: 1)
    window.step(frames: 12)
    let coordinator = root.coordinator!
    #expect(coordinator.animate(alongsideTransition: { _ in late.alpha = 0 }))
    #expect(late.alpha == 0 && late.presentation().alpha == 1)
    window.step(frames: 13)
    #expect(late.presentation().alpha == 0, "the 0.2 s left have passed")
    #expect(coordinator.percentComplete == 1)
    #expect(!coordinator.animate(alongsideTransition: { _ in late.alpha = 1 }))
    #expect(late.alpha == 0)
  }

  @Test func aPresentationControllerForwardsTheResizeToThePresentedController() {
    let root = UIViewController()
    let window = window(root)
    let delegate = ColumnTransitioningDelegate()
    let presented = AdaptingViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    root.present(presented, animated: false)
    window.step(frames: 2)
    #expect(presented.view.frame == CGRect(x: 90, y: 0, width: 300, height: 844))

    window.resize(to: Self.landscape, scale: 1)
    #expect(delegate.made?.sizes == [Self.landscape])
    #expect(presented.sizes == [CGSize(width: 300, height: 390)])
    window.step(frames: 25)
    #expect(presented.view.frame == CGRect(x: 544, y: 0, width: 300, height: 390))
  }

  @Test func aPreferredContentSizeReachesTheContainer() {
    let container = HalvingContainer()
    _ = window(container)
    container.child.preferredContentSize = CGSize(width: 200, height: 100)
    container.child.preferredContentSize = CGSize(width: 200, height: 100)
    #expect(container.preferredSizeChanges == 1, "only a change is told")
  }

  @Test func aPresentedControllersPreferredContentSizeLaysThePresentationOutAgain() {
    let root = UIViewController()
    let window = window(root)
    let delegate = ColumnTransitioningDelegate()
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    root.present(presented, animated: false)
    window.step(frames: 2)
    presented.preferredContentSize = CGSize(width: 200, height: 0)
    #expect(delegate.made?.preferredContentSize == CGSize(width: 200, height: 0))
    window.layoutIfNeeded()
    #expect(presented.view.frame == CGRect(x: 190, y: 0, width: 200, height: 844))
  }

  @Test func turningAPhoneChangesItsSizeClassesBeforeTheLayout() {
    final class Seen: UIView {
      var previous: [UITraitCollection?] = []
      var currentStyle: [UIUserInterfaceSizeClass] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection)
        currentStyle.append(UITraitCollection.current.verticalSizeClass)
      }
    }
    let root = AdaptingViewController()
    let window = window(root, device: .iPhone15)
    let seen = Seen()
    root.view.addSubview(seen)
    #expect(root.traitCollection.verticalSizeClass == .regular)
    #expect(root.traitCollection.horizontalSizeClass == .compact)
    #expect(root.traitCollection.displayScale == 3)

    window.resize(to: CGSize(width: 852, height: 393), scale: 3)

    #expect(root.traitChanges.map(\.verticalSizeClass) == [.compact])
    #expect(root.traitCollection.verticalSizeClass == .compact)
    #expect(seen.previous.map { $0?.verticalSizeClass } == [.regular])
    #expect(seen.currentStyle == [.compact], "UITraitCollection.current is the new one")
    // The same size classes again: no trait transition.
    window.resize(to: CGSize(width: 800, height: 393), scale: 3)
    #expect(root.traitChanges.count == 1 && seen.previous.count == 1)
    #expect(root.sizes.count == 2)
  }

  @Test func aWindowDroppedMidResizeIsFreed() {
    weak var dropped: UIWindow?
    do {
      let window = window(AdaptingViewController())
      window.resize(to: Self.landscape, scale: 1)
      window.step(frames: 3)
      dropped = window
    }
    #expect(dropped == nil, "the coordinator the engine holds does not keep the window")
  }

  @Test func aBadSizeOrDurationIsReportedNotApplied() {
    let root = AdaptingViewController()
    let window = window(root)
    let (_, warnings) = capturingWarnings {
      window.resize(to: CGSize(width: CGFloat.nan, height: 10), scale: 1)
      window.resize(to: Self.landscape, scale: 1, duration: -1)
    }
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("not a size") == true)
    #expect(root.sizes == [Self.landscape] && root.durations == [0])
  }
}
