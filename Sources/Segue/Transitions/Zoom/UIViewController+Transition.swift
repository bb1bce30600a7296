import Foundation

extension UIViewController {
  /// The transition a controller asks for when it is pushed or presented
  /// (`preferredTransition`), as on iOS 18: the zoom out of a source view, or one of the
  /// modal transition styles.
  ///
  ///     detail.preferredTransition = .zoom { context in
  ///       grid.cellForItem(at: selectedIndexPath)
  ///     }
  ///     navigationController?.pushViewController(detail, animated: true)
  ///
  /// `.coverVertical`, `.crossDissolve`, `.flipHorizontal` and `.partialCurl` act as the
  /// `modalTransitionStyle` of the same name for `present`; a push with one of them slides
  /// as usual (only the zoom changes a push, as on iOS).
  @preconcurrency @MainActor
  public final class Transition: NSObject {
    enum Kind {
      case zoom(
        options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)
      case modal(UIModalTransitionStyle)
    }

    let kind: Kind

    init(kind: Kind) {
      self.kind = kind
      super.init()
    }

    /// Zooms the controller's view out of the view `sourceViewProvider` returns, and back
    /// into it at the pop or dismissal. The provider is asked again at each transition
    /// (the cell may have scrolled, or another one may now stand for the controller); nil,
    /// or a view in no window, zooms from and to the middle of the screen at half size,
    /// with one warning. The zoomed controller can be dragged down or sideways to go back,
    /// and grabbed mid-flight.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Self {
      Self(kind: .zoom(options: options, sourceViewProvider: sourceViewProvider))
    }

    /// The presented view slides up from the bottom edge.
    public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
    /// The presented view fades in.
    public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
    /// The views turn around the vertical axis, back to back, in perspective.
    public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
    /// The presenting view curls up from its bottom edge to uncover the presented one.
    public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

    /// The zoom's options and source provider, or nil for the other transitions.
    var zoom:
      (options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)?
    {
      guard case .zoom(let options, let provider) = kind else { return nil }
      return (options, provider)
    }

    /// The modal transition style this one stands for, or nil for the zoom.
    var modalStyle: UIModalTransitionStyle? {
      guard case .modal(let style) = kind else { return nil }
      return style
    }
  }
}

extension UIViewController {
  /// The style `present` shows this controller with: a zoom presents `.automatic` full
  /// screen (the zoomed page covers everything), so does a partial curl whatever the style
  /// but `.custom` (`curlsOutOfFullScreen`), other styles as `resolved` says.
  var resolvedPresentationStyle: UIModalPresentationStyle {
    if modalPresentationStyle == .automatic, preferredTransition?.zoom != nil {
      return .fullScreen
    }
    if curlsOutOfFullScreen { return .fullScreen }
    return modalPresentationStyle.resolved
  }

  /// True when this controller asks for `.partialCurl` with a built-in style other than
  /// `.fullScreen`: UIKit raises an exception (the curl needs the presenting page to cover
  /// the screen); Segue warns at `present` and presents it `.fullScreen`.
  var curlsOutOfFullScreen: Bool {
    let transition =
      preferredTransition == nil ? modalTransitionStyle : preferredTransition?.modalStyle
    let style = modalPresentationStyle.resolved
    return transition == .partialCurl && style != .fullScreen && style != .custom
  }
}
