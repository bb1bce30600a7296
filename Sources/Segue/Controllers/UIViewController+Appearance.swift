import Foundation

/// Where a controller's view is in the appearance cycle; keeps "will" and "did" paired.
enum AppearanceState: Equatable {
  case disappeared
  case appearing(animated: Bool)
  case appeared
  case disappearing(animated: Bool)
}

extension UIViewController {
  /// Starts an appearance change: `viewWillAppear` (true) or `viewWillDisappear` (false),
  /// forwarded to the children whose views are shown inside this one. Containers call it;
  /// so does the transition machinery.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      appearance = .appearing(animated: animated)
      viewWillAppear(animated)
    } else {
      appearance = .disappearing(animated: animated)
      viewWillDisappear(animated)
    }
    for child in shownChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Ends the change `beginAppearanceTransition` started: `viewDidAppear` or
  /// `viewDidDisappear`. Without a change under way it does nothing.
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing(let animated):
      appearance = .appeared
      viewDidAppear(animated)
    case .disappearing(let animated):
      appearance = .disappeared
      viewDidDisappear(animated)
    case .appeared, .disappeared:
      return
    }
    for child in shownChildren { child.endAppearanceTransition() }
  }

  /// True between `viewDidAppear` and the next `viewWillDisappear`.
  var isAppeared: Bool { appearance == .appeared }

  /// Children whose views are inside this controller's view: a navigation controller's
  /// top, a tab bar controller's selected one.
  private var shownChildren: [UIViewController] {
    guard let root = viewIfLoaded else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
  }
}
