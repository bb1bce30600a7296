import Foundation

/// What a constraint can relate: a view or a layout guide. Both are laid out as an
/// alignment rectangle in the coordinates of their hierarchy's root.
@MainActor
protocol LayoutItem: AnyObject {
  /// The view itself, or the view that owns the guide: where the item sits in the tree.
  var hostView: UIView? { get }
  /// How the item reads in logs: `UIView:0x…` and, when set, its identifier.
  var layoutDescription: String { get }
}

/// `Type:0x…`, as UIKit's constraint log names objects.
func layoutLogName(_ object: AnyObject) -> String {
  "\(type(of: object)):0x"
    + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

extension UIView: LayoutItem {
  var hostView: UIView? { self }
  var layoutDescription: String { layoutLogName(self) }
}
