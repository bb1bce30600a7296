import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import Testing

@testable import SegueSDL

/// Culling drops and trims what cannot show (`DisplayList.cull(to:scale:)`): every frame of a
/// recorded transition, drawn culled, is the frame drawn from the full list byte for byte,
/// inspector and all, at each pixel scale, while culling changes the list in most frames.
@MainActor
@Suite struct CullingExactnessTests {
  /// A pop (a view sliding over the one beneath, a dimming fill and an edge gradient
  /// between), seed 004's card over its blurred backdrop, a sheet over a list, and the
  /// photo grid's zoom.
  @Test(arguments: [
    ("navigation-pop-finished", 2.0), ("navigation-pop-cancelled", 3.0),
    ("seed004-dismiss-finished", 1.0), ("sheet-list-dismiss-finished", 2.0),
    ("photo-grid-dismiss-finished", 1.0),
  ])
  func culledFramesAreTheFullFrames(name: String, scale: CGFloat) throws {
    var comparison = try RecordedFrameComparison(name, scale: scale)
    let bounds = CGRect(origin: .zero, size: comparison.size)
    let (culledFrame, fullFrame) = (comparison.first, comparison.second)
    var changed = 0
    comparison.run { _, list in
      var culled = list
      culled.cull(to: bounds, scale: scale)
      if culled != list { changed += 1 }
      culledFrame.draw(culled, scale: scale)
      fullFrame.draw(list, scale: scale)
      return ""
    }
    #expect(comparison.mismatches.isEmpty, "\(comparison.report) from the full list's")
    #expect(comparison.frames > 30)
    #expect(
      changed > comparison.frames / 2, "culling changed \(changed) of \(comparison.frames) frames")
  }

  /// Fills trimmed from every side by covers on fractional points, and drawn around a page
  /// on fractional points inside them, in a clip on fractional points, with a translucent
  /// fill and a rounded card between: the same pixels as the full list at each scale.
  @Test(arguments: [1.0, 2.0, 3.0])
  func trimsOnFractionalPointsKeepThePixels(scale: CGFloat) throws {
    func view(_ frame: CGRect, _ color: UIColor, in parent: UIView) -> UIView {
      let view = UIView(frame: frame)
      view.backgroundColor = color
      parent.addSubview(view)
      return view
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
    root.backgroundColor = .cyan  // not the clear's black: a pixel it fails to draw shows
    let clip = view(CGRect(x: 5.3, y: 4.7, width: 110.2, height: 90.6), .clear, in: root)
    clip.clipsToBounds = true
    _ = view(CGRect(x: -20.4, y: -10.2, width: 160.9, height: 130.1), .orange, in: clip)
    _ = view(CGRect(x: 0, y: 0, width: 120, height: 100), .red.withAlphaComponent(0.4), in: clip)
    // A page inside the fills beneath, drawn around it.
    _ = view(CGRect(x: 20.4, y: 15.3, width: 70.2, height: 60.5), .white, in: clip)
    let card = view(CGRect(x: 30, y: 30, width: 40, height: 30), .green, in: clip)
    card.layer.cornerRadius = 6
    _ = view(CGRect(x: -3.3, y: -2, width: 33.7, height: 200), .blue, in: clip)  // left
    _ = view(CGRect(x: 80.6, y: -2, width: 60, height: 200), .yellow, in: clip)  // right
    _ = view(CGRect(x: 0, y: 70.45, width: 120, height: 40), .purple, in: root)  // bottom
    _ = view(CGRect(x: 0, y: 0, width: 120, height: 12.25), .gray, in: root)  // top
    var list = DisplayList()
    list.build(from: root)
    var culled = list
    culled.cull(to: root.bounds, scale: scale)
    #expect(culled != list)
    let (width, height) = (Int(120 * scale), Int(100 * scale))
    let culledFrame = try FrameRenderer(width: width, height: height)
    let fullFrame = try FrameRenderer(width: width, height: height)
    culledFrame.draw(culled, scale: scale)
    fullFrame.draw(list, scale: scale)
    let box = culledFrame.difference(from: fullFrame)
    #expect(box == nil, "pixels \(box.map { "\($0)" } ?? "") differ")
  }
}
