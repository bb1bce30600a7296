import Foundation

/// The views behind a list cell's content view, for table and collection cells alike (UIKit
/// gives them no common superclass): a background at the back and a selection background
/// over it, there only while the cell is selected or highlighted (as UIKit adds it), each
/// filling the cell.
@MainActor
internal struct CellBackgrounds {
  /// The views laid last, back to front.
  private var laid: [UIView] = []

  /// Puts `background` at the back of `cell` and `selection` over it, both behind
  /// `content` and following the cell's size; a view laid before and not given now leaves
  /// the cell.
  mutating func lay(
    _ background: UIView?, _ selection: UIView?, in cell: UIView, behind content: UIView
  ) {
    let views = [background, selection].compactMap { $0 }
    for view in laid where view.superview === cell && !views.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    for view in views {
      view.frame = cell.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      cell.insertSubview(view, belowSubview: content)
    }
    laid = views
  }
}
