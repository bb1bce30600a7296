import Foundation
import Testing

@testable import Segue
@testable import SegueDemos
@testable import SeguePlaygroundCore

/// Seed 004 as its article describes it: alongside the presentation, a dark blurred
/// backdrop fades to alpha 0.7 and the presenting view shrinks to 0.92; the dismissal
/// undoes both, and the presenting view ends up back in the key window.
@MainActor
@Suite("Seed 004: card presentation")
struct Seed004Tests {
  let window = Scene.seed004Card.makeWindow(size: CGSize(width: 400, height: 800))
  var mouse: Mouse { Mouse(window: window) }
  var root: UIViewController { window.rootViewController! }

  private func present() throws -> (CardViewController, BlurPresentationController) {
    mouse.click(root.view.first(UIButton.self) { $0.title == "Show card" }!)
    let card = try #require(root.presentedViewController as? CardViewController)
    let controller = try #require(card.activePresentationController as? BlurPresentationController)
    return (card, controller)
  }

  @Test func theBackdropAndTheScaleFollowTheTransition() throws {
    let (_, controller) = try present()
    #expect(controller.blurView.superview === controller.bgView)
    #expect((controller.blurView.effect as? UIBlurEffect)?.style == .dark)
    window.animationEngine.step(frames: 12)  // 0.2 s of 0.4 s; alongside blocks are linear
    #expect(abs(controller.bgView.presentation().alpha - 0.35) < 1e-6)
    #expect(abs(root.view.presentation().transform.a - 0.96) < 1e-6)
    window.animationEngine.step(frames: 12)
    #expect(controller.bgView.alpha == 0.7)
    #expect(root.view.transform == CGAffineTransform(scaleX: 0.92, y: 0.92))
    // The frame draws one blur over the shrunk presenter, in a group at the backdrop's alpha.
    var list = DisplayList()
    list.build(from: window)
    let blurs = list.commands.compactMap { if case .backdropBlur(let b) = $0 { b } else { nil } }
    #expect(blurs.count == 1)
    #expect(blurs.first?.rect == window.bounds)
    let blurIndex = list.commands.firstIndex { if case .backdropBlur = $0 { true } else { false } }
    let group = list.commands[..<(blurIndex ?? 0)].last {
      if case .pushGroup = $0 { true } else { false }
    }
    if case .pushGroup(let g) = group {
      #expect(g.opacity == 0.7)
    } else {
      Issue.record("no group")
    }
  }

  @Test func draggingTheCardDownDismissesAndRestores() throws {
    let (card, controller) = try present()
    window.animationEngine.step(frames: 30)
    mouse.drag(
      from: CGPoint(x: 200, y: 400),
      through: Mouse.steady(CGVector(dx: 0, dy: 1), speed: 800, seconds: 0.4))
    window.animationEngine.step(frames: 60)
    #expect(root.presentedViewController == nil)
    #expect(card.view.superview == nil)
    #expect(controller.bgView.superview == nil)
    #expect(root.view.transform == .identity)
    #expect(root.view.superview === window)
    // Seen from its own engine (where transition callbacks run), this window is key.
    #expect(window.animationEngine.perform { UIApplication.shared.keyWindow } === window)
  }

  @Test func aCancelledDragLeavesTheCardUp() throws {
    let (card, controller) = try present()
    window.animationEngine.step(frames: 30)
    // Slowly down 60 pt, then back up: cancels.
    let down = Mouse.steady(CGVector(dx: 0, dy: 1), speed: 120, seconds: 0.5)
    let up = Mouse.steady(CGVector(dx: 0, dy: -1), speed: 120, seconds: 0.3).map {
      CGVector(dx: 0, dy: 60 + $0.dy)
    }
    mouse.drag(from: CGPoint(x: 200, y: 400), through: down + up)
    window.animationEngine.step(frames: 60)
    #expect(root.presentedViewController === card)
    #expect(controller.bgView.alpha == 0.7)
    #expect(card.view.superview != nil)
    #expect(root.view.transform == CGAffineTransform(scaleX: 0.92, y: 0.92))
    // The card is still above the presenter.
    let container = try #require(card.view.superview)
    #expect(container.subviews.last === card.view)
  }
}
