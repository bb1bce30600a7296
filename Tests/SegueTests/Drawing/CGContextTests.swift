import Foundation
import Testing

@testable import Segue

/// What Core Graphics calls record, in the display list's text form, drawn the way iOS code
/// draws: inside a `UIGraphicsImageRenderer` block.
@MainActor
@Suite struct CGContextTests {
  /// The drawing an image renderer of `size` (scale 1) recorded for `actions`.
  private func recorded(
    _ size: CGSize = CGSize(width: 100, height: 100),
    _ actions: (UIGraphicsImageRendererContext) -> Void
  ) -> String {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: size, format: format).image(actions: actions)
    guard case .drawing(let drawing, _) = image.cgImage?.source else { return "no drawing" }
    var list = DisplayList()
    list.append(drawing.commands, transform: .identity, opacity: 1)
    return list.description
  }

  @Test func pathsFillAndStrokeWithTheStateTheyWerePaintedIn() {
    let text = recorded { ctx in
      let cg = ctx.cgContext
      cg.setFillColor(UIColor.red.cgColor)
      cg.move(to: CGPoint(x: 10, y: 10))
      cg.addLine(to: CGPoint(x: 90, y: 10))
      cg.addLine(to: CGPoint(x: 50, y: 80))
      cg.closePath()
      cg.fillPath()
      #expect(cg.isPathEmpty)
      cg.setStrokeColor(UIColor.blue.cgColor)
      cg.setLineWidth(4)
      cg.setLineDash(phase: 0, lengths: [6, 2])
      cg.stroke(CGRect(x: 5, y: 5, width: 90, height: 90))
    }
    #expect(
      text == """
        path 4 elements fill #FF0000FF
        path 5 elements stroke #0000FFFF width 4 dash 6,2
        """)
  }

  @Test func theTransformMapsPathsAndTheLineWidthStaysInUserSpace() {
    let text = recorded { ctx in
      let cg = ctx.cgContext
      cg.translateBy(x: 50, y: 50)
      cg.scaleBy(x: 2, y: 2)
      cg.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
      cg.strokePath()
      cg.rotate(by: .pi / 2)
      cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }
    #expect(
      text == """
        path 5 elements stroke #000000FF width 1 matrix(2 0 0 2 50 50)
        path 5 elements fill #000000FF matrix(0 2 -2 0 50 50)
        """)
  }

  @Test func saveAndRestoreScopeClipsColorsAndTransforms() {
    let text = recorded { ctx in
      let cg = ctx.cgContext
      cg.saveGState()
      cg.setFillColor(UIColor.green.cgColor)
      cg.translateBy(x: 10, y: 0)
      cg.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
      cg.clip()
      cg.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
      cg.restoreGState()
      cg.setAlpha(0.5)
      cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      cg.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(
      text == """
        clip [10,0 50×50] path 6 elements
          path 5 elements fill #00FF00FF +(10,0)
        end clip
        path 5 elements fill #00000080
        clip [0,0 20×20] path 5 elements
        end clip
        """)
  }

  @Test func gradientsStopAtTheirEndsUnlessTheOptionsExtendThem() {
    let gradient = CGGradient(
      colorsSpace: CGColorSpaceCreateDeviceRGB(),
      colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])!
    let text = recorded { ctx in
      let cg = ctx.cgContext
      cg.drawLinearGradient(
        gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 100),
        options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
      cg.drawLinearGradient(
        gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
      cg.drawRadialGradient(
        gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
        endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
    }
    #expect(
      text == """
        gradient axial [0,0 100×100] (0,0) → (0,1) #FF0000FF@0 #0000FFFF@1
        clip [20,-260 60×520] path 5 elements
          gradient axial [0,0 100×100] (0.2,0) → (0.8,0) #FF0000FF@0 #0000FFFF@1
        end clip
        clip [10,10 80×80] path 12 elements even-odd
          gradient radial [10,10 80×80] (0.5,0.5) → (1,1) #FF0000FF@0.25 #0000FFFF@1
        end clip
        """)
  }

  @Test func imagesDrawUpsideDownThroughCoreGraphicsAndUprightThroughUIImage() {
    let dot = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
      ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    let text = recorded { _ in
      UIGraphicsGetCurrentContext()!.draw(
        dot.cgImage!, in: CGRect(x: 0, y: 10, width: 20, height: 20))
      dot.draw(in: CGRect(x: 0, y: 10, width: 20, height: 20))
    }
    let pixels = Int(4 * UIScreen.main.scale)
    #expect(
      text == """
        image \(pixels)×\(pixels)px [0,10 20×20] matrix(1 0 0 -1 0 40)
        image \(pixels)×\(pixels)px [0,10 20×20]
        """)
  }

  /// A resizable image drawn into a rect stretches between its cap insets only, as a
  /// chat bubble's `drawRect:` relies on; its resizing mode is kept (`.tile` by default).
  @Test func aResizableImageDrawsItsCornersWhole() throws {
    let insets = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let bubble = try #require(UIImage(named: "bubble"))
    #expect(bubble.resizableImage(withCapInsets: insets).resizingMode == .tile)
    let stretched = bubble.resizableImage(withCapInsets: insets, resizingMode: .stretch)
    #expect(stretched.resizingMode == .stretch && stretched.capInsets == insets)
    #expect(stretched.withRenderingMode(.alwaysTemplate).resizingMode == .stretch)
    let text = recorded { _ in
      stretched.draw(in: CGRect(x: 0, y: 0, width: 200, height: 60))
      bubble.draw(in: CGRect(x: 0, y: 0, width: 200, height: 60))
    }
    #expect(
      text == """
        image 48×48px [0,0 200×60] center [0.33,0.33 0.33×0.33]
        image 48×48px [0,0 200×60]
        """)
  }

  @Test func clearErasesInsideTheLayersDrawingOnly() {
    final class PunchedLayer: CALayer {
      override func draw(in ctx: CGContext) {
        ctx.fill(bounds)
        ctx.clear(CGRect(x: 2, y: 2, width: 6, height: 6))
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.backgroundColor = .white
    let punched = PunchedLayer()
    punched.frame = root.bounds
    punched.setNeedsDisplay()
    root.layer.addSublayer(punched)
    var list = DisplayList()
    list.build(from: root)
    // The erase is inside the drawing's own group: the white background stays.
    #expect(
      list.description == """
        fill [0,0 10×10] #FFFFFFFF
        clip [0,0 10×10]
          group
            path 5 elements fill #000000FF
            erase [2,2 6×6]
          end group
        end clip
        """)
  }

  @Test func uiKitDrawingUsesTheCurrentContextAndItsColors() {
    let text = recorded { ctx in
      UIColor.orange.setFill()
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30)).fill()
      UIColor.purple.setStroke()
      let line = UIBezierPath()
      line.move(to: .zero)
      line.addLine(to: CGPoint(x: 50, y: 50))
      line.lineWidth = 3
      line.lineCapStyle = .round
      line.stroke()
      // The path's line style does not stay in the context.
      ctx.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
      UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(
      text == """
        path 6 elements fill #FF8000FF
        path 2 elements stroke #800080FF width 3
        path 5 elements stroke #800080FF width 1
        path 5 elements fill #FF8000FF
        """)
  }
}
