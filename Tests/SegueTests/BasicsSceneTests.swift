import Foundation
import Segue
import Testing

@testable import SegueDemos
@testable import SeguePlaygroundCore

@MainActor
@Suite("Basics scene")
struct BasicsSceneTests {
  private func makeWindow() throws -> UIWindow {
    let scene = try #require(Scenes.named("basics"))
    return scene.makeWindow(size: CGSize(width: 390, height: 844))
  }

  private func displayList(_ window: UIWindow) -> DisplayList {
    var list = DisplayList()
    list.build(from: window)
    return list
  }

  private func cardNames(_ window: UIWindow) -> [String] {
    window.rootViewController?.view.subviews.compactMap { ($0 as? CardView)?.name } ?? []
  }

  private func texts(_ list: DisplayList) -> [String] {
    list.commands.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
  }

  private func click(_ window: UIWindow, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
    window.handle(PointerInput(phase: .down, location: CGPoint(x: x, y: y), timestamp: time))
    window.handle(
      PointerInput(phase: .up, location: CGPoint(x: x, y: y), timestamp: time + 0.08))
  }

  @Test func sceneIsListedByName() {
    #expect(Scenes.named("basics")?.name == "basics")
    #expect(Scenes.defaultScene.name == "basics")
    #expect(Scenes.named("no such scene") == nil)
  }

  @Test func windowShowsTheRootControllerFullSize() throws {
    let window = try makeWindow()
    #expect(window.isKeyWindow)
    #expect(window.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.rootViewController?.title == "Segue")
    #expect(window.rootViewController?.view.frame == window.bounds)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func displayListHasTheTitleAndThreeCards() throws {
    let list = displayList(try makeWindow())
    let lines = list.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines.prefix(4)) == [
        "fill [0,0 390×844] #000000FF",
        "fill [0,0 390×844] #FFFFFFFF",
        "text [0,0 390×44] \"Segue\" 28pt bold center #000000FF +(0,48)",
        "text [0,0 390×24] \"Click a card\" 15pt center #3C3C4399 +(0,92)",
      ])
    #expect(texts(list) == ["Segue", "Click a card", "Orange", "Blue", "Green"])
    let cards: [Fill] = list.commands.compactMap {
      if case .fill(let fill) = $0, fill.cornerRadius == 20 { fill } else { nil }
    }
    #expect(cards.count == 3)
    #expect(
      cards.map(\.rect) == Array(repeating: CGRect(x: 0, y: 0, width: 220, height: 260), count: 3))
    #expect(cards.map(\.color) == [RGBA(.systemOrange), RGBA(.systemBlue), RGBA(.systemGreen)])
    let clips = list.commands.filter { if case .pushClip = $0 { true } else { false } }
    #expect(clips.count == 3)
    #expect(list.commands.count == 19)
  }

  @Test func cardsSitWhereTheirFramesSay() throws {
    let list = displayList(try makeWindow())
    let cards: [Fill] = list.commands.compactMap {
      if case .fill(let fill) = $0, fill.cornerRadius == 20 { fill } else { nil }
    }
    // Card centers (the middle of 220×260 bounds) land on the centers of their frames.
    let centers = cards.map { CGPoint(x: 110, y: 130).applying($0.transform) }
    #expect(isClose(centers[0], CGPoint(x: 142, y: 290)))
    #expect(isClose(centers[1], CGPoint(x: 248, y: 430)))
    #expect(isClose(centers[2], CGPoint(x: 170, y: 600)))
    #expect(isClose(cards[0].transform.b, sin(-0.06)))
    #expect(isClose(cards[1].transform.b, sin(0.05)))
    #expect(cards[2].transform == CGAffineTransform(translationX: 60, y: 470))
  }

  @Test func clickingACardBringsItToFront() throws {
    let window = try makeWindow()
    #expect(cardNames(window) == ["Orange", "Blue", "Green"])
    // Where Orange and Blue overlap, Blue is in front and takes the click.
    click(window, 200, 380, at: 1)
    #expect(cardNames(window) == ["Orange", "Green", "Blue"])
    #expect(texts(displayList(window)).contains("Blue is on top"))
    // Orange's uncovered middle.
    click(window, 142, 290, at: 2)
    #expect(cardNames(window) == ["Green", "Blue", "Orange"])
    // Now Orange is in front at the overlap.
    click(window, 200, 380, at: 3)
    #expect(cardNames(window) == ["Green", "Blue", "Orange"])
    #expect(texts(displayList(window)).contains("Orange is on top"))
    // The translucent band is a plain view: its click travels up to Green.
    click(window, 100, 680, at: 4)
    #expect(cardNames(window) == ["Blue", "Orange", "Green"])
    #expect(texts(displayList(window)).last == "Green")
  }

  @Test func clickingOutsideTheCardsChangesNothing() throws {
    let window = try makeWindow()
    click(window, 20, 70, at: 1)
    click(window, 370, 800, at: 2)
    #expect(cardNames(window) == ["Orange", "Blue", "Green"])
    #expect(texts(displayList(window)).contains("Click a card"))
  }

  @Test func aDragThatEndsElsewhereStillRaisesTheCardItStartedOn() throws {
    let window = try makeWindow()
    window.handle(PointerInput(phase: .down, location: CGPoint(x: 142, y: 290), timestamp: 0))
    window.handle(PointerInput(phase: .move, location: CGPoint(x: 380, y: 20), timestamp: 0.1))
    window.handle(PointerInput(phase: .up, location: CGPoint(x: 380, y: 20), timestamp: 0.2))
    #expect(cardNames(window) == ["Blue", "Green", "Orange"])
  }
}
