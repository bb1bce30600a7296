import Foundation

/// How the lines of drawn text are laid out: Segue draws the `alignment` (`.natural` is
/// left-to-right); other settings are kept and not drawn.
///
///     let centered = NSMutableParagraphStyle()
///     centered.alignment = .center
///     title.draw(in: rect, withAttributes: [.paragraphStyle: centered])
open class NSParagraphStyle: NSObject, NSCopying, @unchecked Sendable {
  // Immutable; the mutable subclass is used by one thread at a time, as UIKit's.
  var storedAlignment: NSTextAlignment = .natural

  /// `.natural` by default.
  open var alignment: NSTextAlignment { storedAlignment }

  /// The style of text with no paragraph style: natural alignment.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  public override init() { super.init() }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.storedAlignment = storedAlignment
    return copy
  }

  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.alignment = alignment
    return copy
  }
}

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }
}
