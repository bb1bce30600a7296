import Foundation

/// Where a layout puts one item: its frame in the collection view's content coordinates.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  public var indexPath: IndexPath
  public var frame: CGRect
  public var alpha: CGFloat = 1
  public var isHidden = false
  public var zIndex = 0

  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  public var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    self.frame = .zero
    super.init()
  }
}
