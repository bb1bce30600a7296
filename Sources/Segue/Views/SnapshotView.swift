import Foundation

/// What `snapshotView(afterScreenUpdates:)` returns: a view that draws a frozen copy of its
/// source's display list, so later changes to the source (or its removal) change nothing
/// here. Resizing it stretches the copy, keeping `capInsets` (points of the source) unscaled
/// at the edges, as a resizable image does.
final class SnapshotView: UIView {
  private let frozen: [DisplayCommand]
  /// The captured area's size, in the source's points.
  private let sourceSize: CGSize
  private let capInsets: UIEdgeInsets

  /// `frozen` has the captured area's top-left at (0, 0).
  init(frozen: [DisplayCommand], size: CGSize, capInsets: UIEdgeInsets) {
    self.frozen = frozen
    sourceSize = size
    self.capInsets = capInsets
    super.init(frame: CGRect(origin: .zero, size: size))
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func appendContent(
    to list: inout DisplayList, transform: CGAffineTransform, opacity: CGFloat
  ) {
    guard !frozen.isEmpty else { return }
    // A part of the source (`resizableSnapshotView(from:…)`) shows only that part.
    list.append(.pushClip(Clip(rect: bounds, transform: transform)))
    defer { list.append(.popClip) }
    let size = bounds.size
    let origin = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
    guard size != sourceSize else {
      return list.append(frozen, transform: origin.concatenating(transform), opacity: opacity)
    }
    // Nine slices: the corners keep their size, the edges stretch one way, the middle both.
    let columns = Self.slices(sourceSize.width, size.width, capInsets.left, capInsets.right)
    let rows = Self.slices(sourceSize.height, size.height, capInsets.top, capInsets.bottom)
    for column in columns {
      for row in rows {
        let slice = CGAffineTransform(translationX: -column.source, y: -row.source)
          .concatenating(CGAffineTransform(scaleX: column.scale, y: row.scale))
          .concatenating(CGAffineTransform(translationX: column.target, y: row.target))
          .concatenating(origin).concatenating(transform)
        let clip = CGRect(x: column.target, y: row.target, width: column.length, height: row.length)
          .offsetBy(dx: bounds.minX, dy: bounds.minY)
        list.append(.pushClip(Clip(rect: clip, transform: transform)))
        list.append(frozen, transform: slice, opacity: opacity)
        list.append(.popClip)
      }
    }
  }

  /// Where each of the three slices along one axis starts in the source and in the view, its
  /// length in the view and its scale; empty slices left out.
  private static func slices(
    _ source: CGFloat, _ target: CGFloat, _ leading: CGFloat, _ trailing: CGFloat
  ) -> [(source: CGFloat, target: CGFloat, length: CGFloat, scale: CGFloat)] {
    let lead = min(max(leading, 0), source)
    let trail = min(max(trailing, 0), source - lead)
    let middle = source - lead - trail
    let stretched = max(target - lead - trail, 0)
    let all: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
      (0, 0, lead, 1), (lead, lead, stretched, middle > 0 ? stretched / middle : 0),
      (source - trail, lead + stretched, trail, 1),
    ]
    return all.filter { $0.2 > 0 }.map { (source: $0.0, target: $0.1, length: $0.2, scale: $0.3) }
  }
}
