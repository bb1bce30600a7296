import Foundation
import Testing

@testable import Segue

/// A 300×100 horizontal stack at (0, 0) of views with fixed intrinsic sizes.
@MainActor
@Suite("UIStackView")
struct StackViewTests {
  final class Box: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { size }
  }

  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let boxes = [Box(40, 20), Box(60, 40), Box(100, 60)]

  func stack(
    _ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment = .fill,
    spacing: CGFloat = 10, axis: NSLayoutConstraint.Axis = .horizontal
  ) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: axis == .horizontal ? 300 : 100),
      stack.heightAnchor.constraint(equalToConstant: axis == .horizontal ? 100 : 300),
    ])
    root.layoutIfNeeded()
    return stack
  }

  var frames: [CGRect] { boxes.map(\.frame) }

  @Test func fillEquallyAndFillAlignment() {
    _ = stack(.fillEqually)
    let width: CGFloat = 280 / 3
    let expected = (0..<3).map {
      CGRect(x: CGFloat($0) * (width + 10), y: 0, width: width, height: 100)
    }
    #expect(zip(frames, expected).allSatisfy { isClose($0, $1) })
  }

  @Test func fillProportionallyCentered() {
    _ = stack(.fillProportionally, .center)  // 280 in 40:60:100
    #expect(frames.map(\.width) == [56, 84, 140])
    #expect(frames.map(\.minX) == [0, 66, 160])
    #expect(frames.map(\.minY) == [40, 30, 20])
  }

  @Test func equalSpacingTopAligned() {
    _ = stack(.equalSpacing, .top)  // 300 − 200 = 100 over two gaps
    #expect(frames.map(\.minX) == [0, 90, 200])
    #expect(frames.map(\.width) == [40, 60, 100])
    #expect(frames.map(\.minY) == [0, 0, 0])
  }

  @Test func equalCenteringBottomAligned() {
    _ = stack(.equalCentering, .bottom)  // centers 20, 135, 250 → gaps 115
    #expect(frames.map(\.midX) == [20, 135, 250])
    #expect(frames.map(\.maxY) == [100, 100, 100])
  }

  @Test func fillStretchesTheLeastHuggingViewAndHiddenViewsTakeNoSpace() {
    boxes[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let stack = stack(.fill, .leading)
    #expect(frames.map(\.width) == [40, 60, 180])
    boxes[1].isHidden = true
    root.layoutIfNeeded()
    #expect(boxes[2].frame == CGRect(x: 50, y: 0, width: 250, height: 60))
    stack.removeArrangedSubview(boxes[0])
    root.layoutIfNeeded()
    #expect(boxes[2].frame.minX == 0)
    #expect(stack.arrangedSubviews == [boxes[1], boxes[2]])
    stack.insertArrangedSubview(boxes[0], at: 2)
    root.layoutIfNeeded()
    #expect(boxes[0].frame.maxX == 300)
  }

  @Test func verticalFillTrailing() {
    _ = stack(.fillEqually, .trailing, spacing: 0, axis: .vertical)
    #expect(frames.map(\.minY) == [0, 100, 200])
    #expect(frames.map(\.maxX) == [100, 100, 100])
    #expect(frames.map(\.height) == [100, 100, 100])
  }
}
