import Foundation
import Testing

@testable import Segue

@MainActor
@Suite struct DrawHierarchyTests {
  private func card() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    card.backgroundColor = .red
    let dot = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    dot.backgroundColor = .blue
    card.addSubview(dot)
    return card
  }

  private func text(_ image: UIImage) -> String {
    guard case .drawing(let drawing, _) = image.cgImage?.source else { return "no drawing" }
    var list = DisplayList()
    list.append(drawing.commands, transform: .identity, opacity: 1)
    return list.description
  }

  @Test func drawHierarchyDrawsTheTreeScaledIntoTheRect() {
    let card = card()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    var drew = false
    let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40), format: format)
      .image { ctx in
        drew = card.drawHierarchy(in: ctx.format.bounds, afterScreenUpdates: true)
      }
    #expect(drew)
    #expect(
      text(image) == """
        fill [0,0 40×20] #FF0000FF matrix(2 0 0 2 0 0)
        fill [0,0 10×10] #0000FFFF matrix(2 0 0 2 10 10)
        """)
  }

  @Test func beforeScreenUpdatesAViewNeverShownDrawsNothing() {
    let card = card()
    let (drew, warnings) = capturingWarnings {
      var drew = true
      _ = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
        drew = card.drawHierarchy(
          in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: false)
      }
      return drew
    }
    #expect(!drew)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("has not been rendered") == true)
  }

  @Test func renderInDrawsTheLayerTreeFromItsModel() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
    layer.backgroundColor = UIColor.green.cgColor
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format)
      .image { ctx in layer.render(in: ctx.cgContext) }
    #expect(text(image) == "fill [0,0 30×30] #00FF00FF")
  }

  @Test func drawHierarchyWithoutAContextWarns() {
    let (drew, warnings) = capturingWarnings {
      card().drawHierarchy(in: CGRect(x: 0, y: 0, width: 1, height: 1), afterScreenUpdates: true)
    }
    #expect(!drew)
    #expect(warnings.count == 1)
  }
}
