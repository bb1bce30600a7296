import Foundation
import Testing

@testable import Segue

/// `sizeThatFits(_:)` and `sizeToFit()`, as iOS code calls them: a label placed, then sized
/// to its text; an image view sized to its image; a view of its own answering for itself.
@MainActor
struct SizeToFitTests {
  @Test func aPlainViewKeepsItsSize() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 30, height: 40))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func aLabelFitsItsTextAndKeepsItsCorner() {
    let label = UILabel(frame: CGRect(x: 16, y: 100, width: 10, height: 10))
    label.text = "Drag me down"
    label.font = .boldSystemFont(ofSize: 20)
    label.sizeToFit()
    #expect(label.frame.origin == CGPoint(x: 16, y: 100))
    #expect(label.frame.size == label.intrinsicContentSize)
    #expect(label.frame.width > 100 && label.frame.height >= 20)
    label.text = nil
    #expect(label.sizeThatFits(CGSize(width: 300, height: 300)) == .zero)
  }

  /// A label of any number of lines wraps at the width it is given, and at most
  /// `numberOfLines` lines; one line does not wrap, and its size may exceed the width.
  @Test func aLabelWrapsAtTheWidthItIsGiven() {
    let label = UILabel()
    label.text = "A card presented over a dimmed, blurred backdrop"
    let oneLine = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
    #expect(oneLine == label.intrinsicContentSize && oneLine.width > 100)
    label.numberOfLines = 0
    let wrapped = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
    #expect(wrapped.width <= 100 && wrapped.height >= 3 * oneLine.height)
    label.numberOfLines = 2
    let two = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
    #expect(two.height == UIFont.systemFont(ofSize: 17).height(ofLines: 2).rounded(.up))
    // No width to wrap at: its explicit lines.
    label.numberOfLines = 0
    #expect(label.sizeThatFits(.zero).width == oneLine.width)
  }

  @Test func anImageViewFitsTheImageItShows() throws {
    let view = UIImageView(frame: CGRect(x: 5, y: 5, width: 300, height: 300))
    #expect(view.sizeThatFits(.zero) == .zero)
    let bubble = try #require(UIImage(named: "bubble"))
    let star = try #require(UIImage(systemName: "star.fill"))
    view.image = bubble
    view.highlightedImage = star
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 5, y: 5, width: 48, height: 48))
    view.isHighlighted = true
    #expect(view.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
  }

  @Test func aButtonFitsItsTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Show card", for: .normal)
    button.frame = CGRect(x: 20, y: 30, width: 1, height: 1)
    button.sizeToFit()
    #expect(button.frame.origin == CGPoint(x: 20, y: 30))
    #expect(button.frame.size == button.intrinsicContentSize)
  }

  /// A view's own `sizeThatFits` decides `sizeToFit`; under a turn its frame's corner stays.
  @Test func aSubclassAnswersForItself() {
    final class Badge: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 24, height: 16) }
    }
    let badge = Badge(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
    badge.transform = CGAffineTransform(rotationAngle: .pi / 6)
    let corner = badge.frame.origin
    badge.sizeToFit()
    #expect(badge.bounds.size == CGSize(width: 24, height: 16))
    #expect(abs(badge.frame.minX - corner.x) < 1e-9 && abs(badge.frame.minY - corner.y) < 1e-9)
  }
}
