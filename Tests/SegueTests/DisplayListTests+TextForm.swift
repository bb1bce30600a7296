import Foundation
import Testing

@testable import Segue

/// The display list's text form (`description`), which tests of the list compare whole:
/// one line a command, nested groups and clips indented, values rounded.
extension DisplayListTests {
  @Test func textFormOfASmallTree() {
    let root = colored(CGRect(x: 0, y: 0, width: 200, height: 100), .white)
    let card = colored(CGRect(x: 10, y: 20, width: 50, height: 40), .red)
    card.alpha = 0.5
    card.layer.cornerRadius = 4
    card.clipsToBounds = true
    let label = UILabel(frame: CGRect(x: 5, y: 5, width: 40, height: 20))
    label.text = "Hi"
    label.font = .boldSystemFont(ofSize: 12)
    label.textAlignment = .center
    card.addSubview(label)
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
    gradient.colors = [UIColor.blue.cgColor, UIColor.green.withAlphaComponent(0.25).cgColor]
    gradient.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1))
    let ring = CAShapeLayer()
    ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.red.cgColor
    ring.lineWidth = 3
    ring.lineDashPattern = [4, 2]
    ring.frame = CGRect(x: 170, y: 70, width: 20, height: 20)
    let note = UILabel(frame: CGRect(x: 0, y: 80, width: 200, height: 20.125))
    note.text = "wrapped"
    note.numberOfLines = 0
    note.textColor = .darkGray
    note.font = .systemFont(ofSize: 10.5)
    let hidden = colored(CGRect(x: 0, y: 0, width: 10, height: 10), .black)
    hidden.isHidden = true
    root.addSubview(card)
    root.layer.addSublayer(gradient)
    root.addSubview(note)
    root.addSubview(hidden)
    root.layer.addSublayer(ring)
    #expect(
      build(root).description == """
        fill [0,0 200×100] #FFFFFFFF
        group opacity 0.5
          fill [0,0 50×40] #FF0000FF radius 4 +(10,20)
          clip [0,0 50×40] radius 4 +(10,20)
            text [0,0 40×20] "Hi" 12pt bold center #000000FF +(15,25)
          end clip
        end group
        gradient axial [0,0 100×100] (0.5,0) → (0.5,1) #0000FFFF@0 #00FF0040@1 matrix(2 0 0 1 50 0)
        text [0,0 200×20.13] "wrapped" 10.5pt left #555555FF wraps +(0,80)
        path 6 elements stroke #FF0000FF width 3 dash 4,2 +(170,70)
        """)
  }

  @Test func textFormOfRotationsAndFractions() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let turned = colored(CGRect(x: 0, y: 0, width: 20, height: 10), .red)
    turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let third = colored(CGRect(x: 1.0 / 3, y: -0.001, width: 2.0 / 3, height: 1), .blue)
    root.addSubview(turned)
    root.addSubview(third)
    #expect(
      build(root).description == """
        fill [0,0 20×10] #FF0000FF matrix(0 1 -1 0 15 -5)
        fill [0,0 0.67×1] #0000FFFF +(0.33,0)
        """)
  }

  @Test func anEmptyListHasAnEmptyTextForm() {
    #expect(DisplayList().description == "")
  }

  @Test func textFormHasOneLinePerCommandEvenForMultilineText() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = "two\nlines"
    label.numberOfLines = 0
    let list = build(label)
    #expect(list.commands.count == 1)
    #expect(list.description.split(separator: "\n").count == 1)
  }

  /// A label's line break mode and shrinking reach its text command; the defaults print
  /// nothing, and a factor of 0 (UIKit's default) does not shrink.
  @Test func textFormOfHowALineIsFitted() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Presenting"
    #expect(!build(label).description.contains(" cut"))
    label.lineBreakMode = .byTruncatingHead
    label.adjustsFontSizeToFitWidth = true
    #expect(!build(label).description.contains("shrinks"))
    label.minimumScaleFactor = 0.5
    #expect(build(label).description.hasSuffix("#000000FF cut head shrinks to 0.5"))
    label.lineBreakMode = .byWordWrapping
    #expect(build(label).description.contains(" cut word shrinks"))
    label.numberOfLines = 2
    #expect(build(label).description.contains(" wraps cut word at most 2 lines"))
  }

  @Test func textFormOfATransformThatRoundsToIdentityIsEmpty() {
    let view = colored(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
    var list = DisplayList()
    list.append(
      .fill(
        Fill(
          rect: view.bounds, transform: CGAffineTransform(rotationAngle: 2 * .pi),
          color: RGBA(UIColor.red), cornerRadius: 0)))
    #expect(list.description == "fill [0,0 10×10] #FF0000FF")
  }
}
