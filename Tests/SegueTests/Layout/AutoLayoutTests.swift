import Foundation
import Testing

@testable import Segue

/// Constraint systems written as iOS code writes them, against frames solved by hand.
@MainActor
@Suite("Auto Layout")
struct AutoLayoutTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

  func constrained(_ view: UIView = UIView()) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return view
  }

  @Test func aChainOfViewsFillsTheWidth() {
    let a = constrained()
    let b = constrained()
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      a.widthAnchor.constraint(equalToConstant: 100),
      a.heightAnchor.constraint(equalToConstant: 50),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 20, y: 100, width: 100, height: 50))
    #expect(b.frame == CGRect(x: 130, y: 158, width: 250, height: 50))
  }

  @Test func multipliersAndCentering() {
    let card = constrained()
    NSLayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      card.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -100),
      card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1.5, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 100, y: 145, width: 200, height: 310))
  }

  @Test func theOldInitializerRelatesAttributes() {
    let box = constrained()
    root.addConstraints([
      NSLayoutConstraint(
        item: box, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right,
        multiplier: 1, constant: -10),
      NSLayoutConstraint(
        item: box, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom,
        multiplier: 1, constant: -10),
      NSLayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 60),
      NSLayoutConstraint(
        item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width,
        multiplier: 0.5, constant: 0),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 330, y: 760, width: 60, height: 30))
    #expect(root.constraints.count == 4)
  }

  @Test func aHigherPriorityWinsAndInequalitiesHold() {
    let box = constrained()
    let preferred = box.widthAnchor.constraint(equalToConstant: 500)
    preferred.priority = .defaultHigh
    let fallback = box.widthAnchor.constraint(equalToConstant: 50)
    fallback.priority = .defaultLow
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 16),
      box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      preferred, fallback,
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 16, y: 0, width: 368, height: 44))
    preferred.priority = UILayoutPriority(200)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 175, y: 0, width: 50, height: 44))
  }

  @Test func marginsAndTheSafeArea() {
    root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    // An iPhone 14's notch and home indicator.
    let window = UIWindow(frame: root.frame)
    window.screen = UIScreen(
      device: DeviceDescription(
        name: "iphone-14", screenSize: root.bounds.size, scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: .zero, displayCornerRadius: 47.33))
    window.addSubview(root)
    let content = constrained()
    let footer = constrained()
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 100),
      footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      footer.widthAnchor.constraint(equalToConstant: 10),
      footer.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      footer.topAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor, constant: -50),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 20, y: 47, width: 340, height: 100))
    #expect(footer.frame == CGRect(x: 0, y: 720, width: 10, height: 46))
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 400, height: 719))
    #expect(root.directionalLayoutMargins.trailing == 40)
    #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test func marginAttributesAndSystemSpacing() {
    let a = constrained()
    let b = constrained()
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 30),
      a.heightAnchor.constraint(equalToConstant: 30),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      b.widthAnchor.constraint(equalToConstant: 30),
      b.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 8, y: 0, width: 30, height: 30))
    #expect(b.frame == CGRect(x: 54, y: 38, width: 30, height: 30))
  }

  @Test func intrinsicSizeHuggingAndCompression() {
    let label = constrained(UILabel())
    // DejaVu Sans at 17 pt, each advance rounded up to a point: H 13, e 11, l 5, l 5, o 11 →
    // 45 wide; 17 × 1.164 → 20 high.
    (label as! UILabel).text = "Hello"
    let field = constrained()
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
      field.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(label.intrinsicContentSize == CGSize(width: 45, height: 20))
    #expect(label.frame == CGRect(x: 10, y: 10, width: 45, height: 20))
    #expect(field.frame == CGRect(x: 63, y: 5, width: 327, height: 30))
    (label as! UILabel).text = "Hello, world"  // + "," 6, " " 6, w 14, o 11, r 7, l 5, d 11 → 105
    root.layoutIfNeeded()
    #expect(label.frame.width == 105)
    #expect(field.frame.minX == 123)
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    // G 14 + o 11 at 17 pt; the title's 20 + 12 high.
    #expect(button.intrinsicContentSize == CGSize(width: 25, height: 32))
    #expect(UIView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }

  @Test func translatedFramesHoldAndFollowTheirView() {
    let panel = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
    root.addSubview(panel)
    let badge = constrained()
    panel.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
      badge.topAnchor.constraint(equalTo: panel.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 180, y: 0, width: 20, height: 20))
    panel.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 280, y: 0, width: 20, height: 20))
    #expect(panel.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func updateConstraintsRunsBeforeLayoutOnRequest() {
    final class Card: UIView {
      var height: NSLayoutConstraint?
      var expanded = false
      var updates = 0
      override func updateConstraints() {
        updates += 1
        height?.constant = expanded ? 300 : 100
        super.updateConstraints()
      }
    }
    let card = Card()
    constrained(card).heightAnchor.constraint(equalToConstant: 0).isActive = true
    card.height = card.constraints.first
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(card.frame.height == 100 && card.updates == 1)
    card.expanded = true
    card.setNeedsUpdateConstraints()
    #expect(card.needsUpdateConstraints())
    root.layoutIfNeeded()
    #expect(card.frame.height == 300 && card.updates == 2)
  }

  @Test func systemLayoutSizeFittingMeasuresTheContent() {
    let cell = UIView()
    let label = UILabel()
    label.text = "Title"  // T 11, i 5, t 7, l 5, e 11: 39 × 20
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
    ])
    #expect(
      cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 71, height: 44))
    #expect(
      cell.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 44))
  }

  @Test func customLayoutGuidesSpaceViews() {
    let left = constrained()
    let right = constrained()
    let gap = UILayoutGuide()
    root.addLayoutGuide(gap)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      left.widthAnchor.constraint(equalToConstant: 100),
      gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      gap.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
      right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor),
      right.topAnchor.constraint(equalTo: root.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 10),
      right.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(right.frame == CGRect(x: 200, y: 0, width: 200, height: 10))
    #expect(gap.layoutFrame.minX == 100 && gap.layoutFrame.width == 100)
  }
}
