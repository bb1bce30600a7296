import Foundation

/// The text attributes bars read (`titleTextAttributes`): UIKit's keys and raw values; the
/// value of `.foregroundColor` is a `UIColor`, of `.font` a `UIFont`. Other keys are kept
/// and not drawn.
extension NSAttributedString.Key {
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let font = NSAttributedString.Key("NSFont")
}
