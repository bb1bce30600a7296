import Foundation
import Segue

extension UIView {
  /// A white view of `size` striped with `color` down its height, a stripe half of every
  /// `period` points: a backdrop whose blur shows.
  @MainActor
  static func striped(_ size: CGSize, period: CGFloat, color: UIColor) -> UIView {
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    for x in stride(from: 0, to: size.width, by: period) {
      let stripe = UIView(frame: CGRect(x: x, y: 0, width: period / 2, height: size.height))
      stripe.backgroundColor = color
      root.addSubview(stripe)
    }
    return root
  }
}
