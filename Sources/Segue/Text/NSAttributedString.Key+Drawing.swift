import Foundation

/// The attributes Segue draws text with (UIKit's names and raw values); others are kept in
/// the string and ignored when drawing.
extension NSAttributedString.Key {
  /// A `UIFont`; 12-point system font when absent, as UIKit's string drawing.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor`; black when absent.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// An `NSParagraphStyle`; its `alignment` is drawn.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
