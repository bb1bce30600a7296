import Foundation
import Testing

@testable import Segue

@MainActor
@Suite("UIView hierarchy")
struct UIViewHierarchyTests {
  /// A parent with three tagged children, back to front: a (1), b (2), c (3).
  private func family() -> (parent: UIView, a: UIView, b: UIView, c: UIView) {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    for (tag, child) in [(1, a), (2, b), (3, c)] {
      child.tag = tag
      parent.addSubview(child)
    }
    return (parent, a, b, c)
  }

  private func tags(_ view: UIView) -> [Int] { view.subviews.map(\.tag) }

  /// A subview someone keeps outlives its superview: it is left without one, and can join
  /// another.
  @Test func aSubviewKeptAfterItsSuperviewGoesHasNoSuperview() {
    var parent: UIView? = UIView()
    let child = UIView()
    parent?.addSubview(child)
    #expect(child.superview === parent)
    parent = nil
    #expect(child.superview == nil)
    let other = UIView()
    other.addSubview(child)
    #expect(child.superview === other && other.subviews.count == 1)
  }

  /// A view's layer has the view as its delegate until told otherwise, as in UIKit; a
  /// delegate is weak, and a layer someone keeps after its view goes has none, and still
  /// draws.
  @Test func aViewsLayerDelegatesToTheViewAndOutlivesIt() {
    final class Painter: CALayerDelegate {}
    var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let layer = view!.layer
    #expect(layer.delegate === view)
    var painter: Painter? = Painter()
    layer.delegate = painter
    #expect(layer.delegate === painter)
    painter = nil
    #expect(layer.delegate == nil)
    layer.delegate = view
    #expect(layer.delegate === view)
    view = nil
    #expect(layer.delegate == nil)
    let host = CALayer()
    host.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    layer.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    layer.backgroundColor = UIColor.red.cgColor
    host.addSublayer(layer)
    var list = DisplayList()
    list.capture(host)
    #expect(list.commands.count == 1)
  }

  @Test func addSubviewAppendsOnTop() {
    let (parent, a, b, c) = family()
    #expect(tags(parent) == [1, 2, 3])
    #expect(a.superview === parent && b.superview === parent && c.superview === parent)
  }

  @Test func addingAnExistingSubviewMovesItToTheFront() {
    let (parent, a, _, _) = family()
    parent.addSubview(a)
    #expect(tags(parent) == [2, 3, 1])
    #expect(a.superview === parent)
  }

  @Test func addSubviewTakesTheViewFromItsOldParent() {
    let (parent, _, b, _) = family()
    let other = UIView()
    other.addSubview(b)
    #expect(tags(parent) == [1, 3])
    #expect(other.subviews.count == 1 && other.subviews[0] === b)
    #expect(b.superview === other)
  }

  @Test func insertAtIndex() {
    let (parent, _, _, _) = family()
    let d = UIView()
    d.tag = 4
    parent.insertSubview(d, at: 1)
    #expect(tags(parent) == [1, 4, 2, 3])
    #expect(d.superview === parent)
  }

  @Test func insertAtIndexClampsOutOfRangeIndices() {
    let (parent, _, _, _) = family()
    let front = UIView()
    front.tag = 9
    parent.insertSubview(front, at: 99)
    let back = UIView()
    back.tag = 8
    parent.insertSubview(back, at: -3)
    #expect(tags(parent) == [8, 1, 2, 3, 9])
  }

  @Test func reinsertingAnExistingSubviewAtAnIndex() {
    let (parent, a, _, c) = family()
    parent.insertSubview(a, at: 1)
    #expect(tags(parent) == [2, 1, 3])
    parent.insertSubview(c, at: 0)
    #expect(tags(parent) == [3, 2, 1])
    #expect(parent.subviews.count == 3)
  }

  @Test func insertBelowSubview() {
    let (parent, _, b, _) = family()
    let d = UIView()
    d.tag = 4
    parent.insertSubview(d, belowSubview: b)
    #expect(tags(parent) == [1, 4, 2, 3])
  }

  @Test func insertAboveSubview() {
    let (parent, _, b, _) = family()
    let d = UIView()
    d.tag = 4
    parent.insertSubview(d, aboveSubview: b)
    #expect(tags(parent) == [1, 2, 4, 3])
  }

  @Test func reinsertingBelowAndAboveSiblings() {
    var (parent, a, b, c) = family()
    parent.insertSubview(c, belowSubview: a)
    #expect(tags(parent) == [3, 1, 2])
    (parent, a, b, c) = family()
    parent.insertSubview(a, belowSubview: c)
    #expect(tags(parent) == [2, 1, 3])
    (parent, a, b, c) = family()
    parent.insertSubview(a, aboveSubview: b)
    #expect(tags(parent) == [2, 1, 3])
    (parent, a, b, c) = family()
    parent.insertSubview(c, aboveSubview: a)
    #expect(tags(parent) == [1, 3, 2])
    (parent, a, b, c) = family()
    parent.insertSubview(a, aboveSubview: c)
    #expect(tags(parent) == [2, 3, 1])
    (parent, a, b, c) = family()
    parent.insertSubview(c, belowSubview: b)
    #expect(tags(parent) == [1, 3, 2])
  }

  @Test func insertingFromAnotherParentRelativeToASibling() {
    let (parent, _, b, _) = family()
    let other = UIView()
    let d = UIView()
    d.tag = 4
    other.addSubview(d)
    parent.insertSubview(d, belowSubview: b)
    #expect(tags(parent) == [1, 4, 2, 3])
    #expect(other.subviews.isEmpty)
    #expect(d.superview === parent)
  }

  @Test func removeFromSuperview() {
    let (parent, _, b, _) = family()
    b.removeFromSuperview()
    #expect(tags(parent) == [1, 3])
    #expect(b.superview == nil)
    b.removeFromSuperview()
    #expect(b.superview == nil)
    #expect(tags(parent) == [1, 3])
  }

  @Test func bringToFrontAndSendToBack() {
    let (parent, a, _, c) = family()
    parent.bringSubviewToFront(a)
    #expect(tags(parent) == [2, 3, 1])
    parent.sendSubviewToBack(c)
    #expect(tags(parent) == [3, 2, 1])
    let stranger = UIView()
    parent.bringSubviewToFront(stranger)
    parent.sendSubviewToBack(stranger)
    #expect(tags(parent) == [3, 2, 1])
    #expect(stranger.superview == nil)
  }

  @Test func exchangeSubviews() {
    let (parent, _, _, _) = family()
    parent.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(tags(parent) == [3, 2, 1])
    parent.exchangeSubview(at: 1, withSubviewAt: 5)
    #expect(tags(parent) == [3, 2, 1])
  }

  @Test func isDescendant() {
    let (parent, a, b, _) = family()
    let grandchild = UIView()
    a.addSubview(grandchild)
    #expect(grandchild.isDescendant(of: a))
    #expect(grandchild.isDescendant(of: parent))
    #expect(grandchild.isDescendant(of: grandchild))
    #expect(!grandchild.isDescendant(of: b))
    #expect(!parent.isDescendant(of: grandchild))
  }

  @Test func viewWithTagSearchesDepthFirstIncludingSelf() {
    let (parent, a, b, c) = family()
    parent.tag = 10
    let deep = UIView()
    deep.tag = 3
    a.addSubview(deep)
    #expect(parent.viewWithTag(10) === parent)
    #expect(parent.viewWithTag(2) === b)
    // a's subtree comes before c.
    #expect(parent.viewWithTag(3) === deep)
    #expect(c.viewWithTag(3) === c)
    #expect(parent.viewWithTag(42) == nil)
  }

  @Test func addingAnAncestorIntoADescendantIsRefusedWithOneWarning() {
    let (parent, a, _, _) = family()
    let grandchild = UIView()
    a.addSubview(grandchild)
    let (_, warnings) = capturingWarnings { grandchild.addSubview(parent) }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("ancestor") == true)
    #expect(parent.superview == nil)
    #expect(grandchild.subviews.isEmpty)
    #expect(tags(parent) == [1, 2, 3])
    #expect(grandchild.superview === a)
  }

  @Test func addingAViewToItselfIsRefusedWithOneWarning() {
    let view = UIView()
    let (_, warnings) = capturingWarnings { view.addSubview(view) }
    #expect(warnings.count == 1)
    #expect(view.subviews.isEmpty)
    #expect(view.superview == nil)
  }

  @Test func validInsertionsDoNotWarn() {
    let (_, warnings) = capturingWarnings {
      let (parent, a, b, _) = family()
      parent.insertSubview(a, aboveSubview: b)
      parent.addSubview(UIView())
    }
    #expect(warnings.isEmpty)
  }

  @Test func windowIsTheNearestWindowAncestor() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (parent, a, _, _) = family()
    #expect(a.window == nil)
    window.addSubview(parent)
    #expect(a.window === window)
    #expect(parent.window === window)
    #expect(window.window === window)
    parent.removeFromSuperview()
    #expect(a.window == nil)
  }
}
