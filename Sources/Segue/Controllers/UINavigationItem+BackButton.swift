import Foundation

extension UINavigationItem {
  /// The generic title of a back button, as UIKit's (English).
  static let genericBackTitle = "Back"

  /// The titles the back button leading back to this item's controller tries, first
  /// choice first; the bar shows the first that fits and the chevron alone when none does
  /// (or the list is empty). In UIKit's order: `backBarButtonItem`'s title (the display
  /// mode does not apply to it), else by `backButtonDisplayMode`: `backButtonTitle`, else
  /// `title`, then "Back" (`.default`); "Back" (`.generic`); nothing (`.minimal`). An empty
  /// title asks for the chevron alone, as `backButtonTitle = ""` does on iOS.
  var backButtonTitles: [String] {
    let specific: String?
    if let backBarButtonItem {
      specific = backBarButtonItem.title
    } else {
      switch backButtonDisplayMode {
      case .minimal: return []
      case .generic: return [Self.genericBackTitle]
      case .default: specific = backButtonTitle ?? title
      }
    }
    guard let specific else { return [Self.genericBackTitle] }
    if specific.isEmpty { return [] }
    return specific == Self.genericBackTitle ? [specific] : [specific, Self.genericBackTitle]
  }
}
