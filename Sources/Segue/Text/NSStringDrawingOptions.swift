import Foundation

/// How `boundingRect(with:options:attributes:context:)` measures: with
/// `.usesLineFragmentOrigin` the text wraps at the given width as a block of lines (what
/// `draw(in:)` draws); without it, as one line. The other options change nothing in Segue.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What UIKit reports back from measuring; Segue never scales text, so the scale factors
/// stay 1 and `totalBounds` is the rect measured.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
  // Used by one measuring call at a time, as UIKit's.
  /// Kept; Segue does not shrink text. 0 by default.
  open var minimumScaleFactor: CGFloat = 0
  open internal(set) var actualScaleFactor: CGFloat = 1
  open internal(set) var totalBounds: CGRect = .zero

  public override init() { super.init() }
}
