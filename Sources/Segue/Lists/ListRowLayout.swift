import Foundation

/// Where a list row's image, title and detail go in the room its cell gives them, for the
/// arrangements UIKit's rows have. One owner for the legacy cell styles
/// (`UITableViewCell.textLabel` and company) and for `UIListContentView`.
internal struct ListRowLayout {
  enum Arrangement {
    /// The title, and the detail under it; a title alone takes the whole height.
    case stacked
    /// The title at the leading side, the detail drawn at the trailing side (its frame the
    /// whole room, so an estimate of its width never cuts it): the title stops
    /// `titleToDetailAcross` before the detail's width, giving way to it.
    case sideBySide
    /// A title column a quarter of the width, then the detail.
    case titleColumn
  }

  var arrangement: Arrangement
  /// Points between the image and the text.
  var imageToText: CGFloat
  /// Points between a stacked title and its detail.
  var titleToDetail: CGFloat = 0
  /// Points at least between a title and its detail side by side.
  var titleToDetailAcross: CGFloat = 8

  /// The frames: the image (zero without one; its height at most the room's, its width
  /// in proportion) and the labels of the two texts (nil: none).
  func frames(in room: CGRect, image: CGSize?, title: UILabel?, detail: UILabel?) -> (
    image: CGRect, title: CGRect, detail: CGRect
  ) {
    var text = room
    var imageFrame = CGRect.zero
    if let size = image, size.width > 0, size.height > 0 {
      let side = min(size.height, room.height)
      let width = size.width * side / size.height
      imageFrame = CGRect(
        x: room.minX, y: room.minY + (room.height - side) / 2, width: width, height: side)
      text = room.divided(atDistance: width + imageToText, from: .minXEdge).remainder
    }
    switch arrangement {
    case .sideBySide:
      let width = min(max(detail?.intrinsicContentSize.width ?? 0, 0), text.width)
      let title = text.divided(
        atDistance: min(width + (width > 0 ? titleToDetailAcross : 0), text.width),
        from: .maxXEdge
      ).remainder
      return (imageFrame, title, text)
    case .titleColumn:
      let (title, detail) = text.divided(atDistance: text.width / 4, from: .minXEdge)
      return (imageFrame, title, detail.divided(atDistance: 6, from: .minXEdge).remainder)
    case .stacked:
      let detail = Self.height(of: detail, at: text.width)
      guard detail > 0 else {
        return (imageFrame, text, CGRect(x: text.minX, y: text.maxY, width: text.width, height: 0))
      }
      let title = Self.height(of: title, at: text.width)
      let gap = title > 0 ? titleToDetail : 0
      let top = text.minY + (text.height - title - gap - detail) / 2
      return (
        imageFrame, CGRect(x: text.minX, y: top, width: text.width, height: title),
        CGRect(x: text.minX, y: top + title + gap, width: text.width, height: detail)
      )
    }
  }

  /// The height of `label`'s text wrapped at `width` (zero without a label or text).
  static func height(of label: UILabel?, at width: CGFloat) -> CGFloat {
    label?.sizeThatFits(CGSize(width: width, height: 0)).height ?? 0
  }
}
