import Foundation
import Testing

@testable import Segue

/// `contentsScale` as UIKit keeps it: 1 for a layer made in code, the screen's scale for a
/// view's layer (`contentScaleFactor`) until set; the gravities that keep an image's size
/// divide its pixels by it.
@MainActor
@Suite struct ContentsScaleTests {
  /// A 3× window with `view` in it.
  private func window(holding view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.screen.configure(size: window.bounds.size, scale: 3)
    window.addSubview(view)
    return window
  }

  @Test func aViewsLayerTakesItsScreensScaleUntilSet() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let host = window(holding: view)
    #expect(view.layer.contentsScale == 3)
    #expect(view.contentScaleFactor == 3)
    #expect(CALayer().contentsScale == 1)
    view.contentScaleFactor = 2
    #expect(view.layer.contentsScale == 2)
    view.layer.contentsScale = 1.5
    #expect(view.contentScaleFactor == 1.5)
    withExtendedLifetime(host) {}
  }

  /// A 60-pixel image set as a view's layer's contents, centered: 20 points on a 3× screen,
  /// as on iOS, where it was 60 when every layer kept 1.
  @Test func aCenteredImageIsItsPixelsOverTheScreensScale() {
    let pixels = CGImage(source: .vector([]), width: 60, height: 60)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let host = window(holding: view)
    view.layer.contents = pixels
    view.layer.contentsGravity = .center
    var list = DisplayList()
    list.build(from: host)
    let drawn = list.commands.compactMap { command -> ImageDraw? in
      guard case .image(let draw) = command else { return nil }
      return draw
    }
    #expect(drawn.map(\.rect) == [CGRect(x: 40, y: 40, width: 20, height: 20)])
  }
}
