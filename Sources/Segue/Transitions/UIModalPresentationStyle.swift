import Foundation

/// How `present` shows a controller. The raw values are UIKit's.
///
/// Segue behaves as an iPhone on iOS 18: `.automatic` resolves to `.pageSheet` (as UIKit
/// resolves it for a plain controller), and `.formSheet` shows the same card as
/// `.pageSheet` (compact width), both through `UISheetPresentationController`. There are no
/// popovers: `.popover` and `.currentContext` read as `.fullScreen`, and
/// `.overCurrentContext` as `.overFullScreen`, always over the whole window. A `.custom`
/// presentation adapts in a compact width as its presentation controller's delegate says
/// (`UIAdaptivePresentationControllerDelegate`).
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  /// Uses the presentation controller from the transitioning delegate.
  case custom = 4
  /// Like `.fullScreen`, but the presenter's view stays underneath.
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  /// What a transition context reports for navigation and tab transitions.
  case none = -1
  /// The default; resolves to `.pageSheet`, as on an iPhone since iOS 13.
  case automatic = -2

  /// The style Segue actually implements for this one.
  var resolved: UIModalPresentationStyle {
    switch self {
    case .custom: .custom
    case .overFullScreen, .overCurrentContext: .overFullScreen
    case .none: .none
    case .automatic, .pageSheet, .formSheet: .pageSheet
    default: .fullScreen
    }
  }
}

/// The built-in animation of `present` and `dismiss` when no animator is provided.
public enum UIModalTransitionStyle: Int, Sendable {
  /// The presented view slides up from the bottom edge; the default.
  case coverVertical = 0
  /// Both views turn half a turn about the vertical axis, back to back, in perspective.
  case flipHorizontal = 1
  /// The presented view fades in.
  case crossDissolve = 2
  /// The presenting view curls up from its bottom edge around a cylinder, in perspective,
  /// uncovering the presented one, and stays curled over its top; a tap on the curl
  /// dismisses, uncurling it.
  case partialCurl = 3
}
