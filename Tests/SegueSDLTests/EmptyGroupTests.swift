import Foundation
import Segue
import Testing

@testable import SegueSDL

/// A group that draws nothing (a faded navigation bar item whose only content is an empty
/// clipping view, as seed 001's pop has every frame; or a view casting a shadow from
/// nothing) changes no pixel, so it is skipped: cairo would make, clear and composite a
/// surface for it.
@MainActor
@Suite struct EmptyGroupTests {
  @Test(arguments: [1.0, 2.0])
  func aGroupThatDrawsNothingIsSkipped(scale: CGFloat) throws {
    let root = UIView.striped(CGSize(width: 120, height: 90), period: 10, color: .systemTeal)
    // Casts its shadow from a path: drawn.
    let casting = UIView(frame: CGRect(x: 70, y: 50, width: 30, height: 20))
    casting.alpha = 0.6
    casting.layer.shadowOpacity = 1
    casting.layer.shadowPath = UIBezierPath(rect: casting.bounds).cgPath
    root.addSubview(casting)
    let (width, height) = (Int(120 * scale), Int(90 * scale))
    let reference = try FrameRenderer(width: width, height: height)
    var alone = DisplayList(root)
    alone.cull(to: root.bounds, scale: scale)
    reference.draw(alone, scale: scale)

    // A clipping view whose only content lies outside it: culled, as every frame's list
    // is, it leaves a clip with nothing in it.
    func holdingAnEmptyClip(_ frame: CGRect) -> UIView {
      let view = UIView(frame: frame)
      let clipping = UIView(frame: view.bounds)
      clipping.clipsToBounds = true
      let outside = UIView(frame: CGRect(x: 0, y: frame.height + 10, width: 20, height: 20))
      outside.backgroundColor = .systemRed
      clipping.addSubview(outside)
      view.addSubview(clipping)
      return view
    }
    let faded = holdingAnEmptyClip(CGRect(x: 10, y: 10, width: 60, height: 40))
    faded.alpha = 0.5
    let shadowed = holdingAnEmptyClip(CGRect(x: 40, y: 30, width: 50, height: 40))
    shadowed.alpha = 0.7
    shadowed.layer.shadowOpacity = 0.8
    shadowed.layer.shadowRadius = 4
    root.insertSubview(faded, at: 0)
    root.insertSubview(shadowed, at: 0)
    var list = DisplayList(root)
    list.cull(to: root.bounds, scale: scale)
    let groups = list.commands.filter { if case .pushGroup = $0 { true } else { false } }
    #expect(groups.count == 3, "\(list.description)")
    let drawn = try FrameRenderer(width: width, height: height)
    drawn.draw(list, scale: scale)
    #expect(drawn.difference(from: reference) == nil)
    // No more groups drawn than for the one that casts a shadow.
    #expect(drawn.groupsPushedToCairo == reference.groupsPushedToCairo)
    #expect(drawn.compositor.surfacesComposited == reference.compositor.surfacesComposited)
  }
}

@MainActor
extension DisplayList {
  /// `root`'s list, as a frame builds it.
  fileprivate init(_ root: UIView) {
    self.init()
    build(from: root)
  }
}
