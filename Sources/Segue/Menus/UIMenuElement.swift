import Foundation

/// What actions and menus share: a title and an image. Segue shows no menus; the element's
/// attributes and state are stored for code that sets or reads them.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// How an element is shown in a menu; stored, not drawn.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The checkmark state a menu would draw beside the element; stored, not drawn.
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  open var title: String
  open var image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }
}
