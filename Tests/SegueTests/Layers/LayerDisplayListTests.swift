import Foundation
import Testing

@testable import Segue

/// What each layer feature puts in the display list, in its text form.
@MainActor
@Suite struct LayerDisplayListTests {
  private func text(_ root: UIView) -> String {
    var list = DisplayList()
    list.build(from: root)
    return list.description
  }

  private func canvas() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.backgroundColor = .white
    return root
  }

  /// The card every presentation library draws: continuous top corners, a border and a
  /// shadow cast from its content.
  @Test func aCardWithAShadowTopCornersAndABorder() {
    let root = canvas()
    let card = UIView(frame: CGRect(x: 20, y: 40, width: 160, height: 120))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 16
    card.layer.cornerCurve = .continuous
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    card.layer.borderWidth = 2
    card.layer.borderColor = UIColor.white.cgColor
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 10
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    root.addSubview(card)
    #expect(
      text(root) == """
        fill [0,0 200×200] #FFFFFFFF
        group shadow #0000004D offset (0,4) radius 10
          fill [0,0 160×120] #007AFFFF radius 16 tl,tr continuous +(20,40)
          border [0,0 160×120] width 2 #FFFFFFFF radius 16 tl,tr continuous +(20,40)
        end group
        """)
  }

  /// `masksToBounds` clips the shadow too, as on iOS; `shadowPath` casts it from the path.
  @Test func masksToBoundsClipsTheShadowAndShadowPathCastsIt() {
    let root = canvas()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    card.layer.shadowOpacity = 1
    card.layer.masksToBounds = true
    card.layer.shadowPath = UIBezierPath(rect: card.bounds).cgPath
    card.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    root.addSubview(card)
    #expect(
      text(root) == """
        fill [0,0 200×200] #FFFFFFFF
        clip [0,0 100×100] +(20,20)
          group shadow #000000FF offset (0,-3) radius 3 path 5 elements
          end group
        end clip
        """)
  }

  /// A mask layer draws inside the masked layer's coordinates, after its content.
  @Test func aCircularRevealMask() {
    let root = canvas()
    let page = UIView(frame: root.bounds)
    page.backgroundColor = .systemOrange
    let circle = CAShapeLayer()
    circle.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 50, width: 100, height: 100)).cgPath
    page.layer.mask = circle
    root.addSubview(page)
    #expect(
      text(root) == """
        fill [0,0 200×200] #FFFFFFFF
        mask
          fill [0,0 200×200] #FF9500FF
        with
          path 6 elements fill #000000FF
        end mask
        """)
  }

  /// A view flipped in 3D draws in its own plane, projected; its back face, once turned
  /// past a quarter, is not drawn when it is not double-sided.
  @Test func aFlipProjectsThePlaneAndHidesTheBackFace() {
    let root = canvas()
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = .systemRed
    card.layer.isDoubleSided = false
    root.addSubview(card)
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    card.layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
    #expect(
      text(root).hasPrefix(
        """
        fill [0,0 200×200] #FFFFFFFF
        projection [0,0 100×100] matrix(
        """))
    card.layer.transform = CATransform3DRotate(t, .pi * 3 / 4, 0, 1, 0)
    #expect(text(root) == "fill [0,0 200×200] #FFFFFFFF")
    card.layer.isDoubleSided = true
    #expect(text(root).contains("projection"))
  }

  /// Siblings draw in increasing zPosition, equal ones in order.
  @Test func zPositionOrdersSiblings() {
    let root = canvas()
    let colors: [UIColor] = [.red, .green, .blue]
    for (index, color) in colors.enumerated() {
      let layer = CALayer()
      layer.frame = CGRect(x: index * 10, y: 0, width: 10, height: 10)
      layer.backgroundColor = color.cgColor
      root.layer.addSublayer(layer)
    }
    root.layer.sublayers?[0].zPosition = 1
    let fills = text(root).split(separator: "\n").dropFirst().map { $0.split(separator: " ")[3] }
    #expect(fills == ["#00FF00FF", "#0000FFFF", "#FF0000FF"])
  }
}
