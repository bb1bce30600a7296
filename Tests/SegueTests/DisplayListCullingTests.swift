import Testing

@testable import Segue

@MainActor
@Suite struct DisplayListCullingTests {
  private let screen = CGRect(x: 0, y: 0, width: 100, height: 100)

  private func view(_ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
  }

  private func culled(_ root: UIView) -> DisplayList {
    var list = DisplayList()
    list.build(from: root)
    list.cull(to: screen, scale: 1)
    return list
  }

  @Test func anOpaqueFullScreenViewHidesWhatIsUnderIt() {
    let window = view(screen, .black)
    window.addSubview(view(CGRect(x: 10, y: 10, width: 20, height: 20), .red))
    window.addSubview(view(screen, .white))
    #expect(culled(window).description == "fill [0,0 100×100] #FFFFFFFF")
  }

  @Test func partlyCoveredAndTranslucentAndRoundedAndRotatedCoversKeepWhatIsUnder() {
    let window = view(screen, .black)
    window.addSubview(view(CGRect(x: 50, y: 0, width: 60, height: 100), .white))  // partly
    let translucent = view(screen, UIColor.white.withAlphaComponent(0.5))
    let rounded = view(screen, .white)
    rounded.layer.cornerRadius = 4
    let rotated = view(CGRect(x: -50, y: -50, width: 200, height: 200), .white)
    rotated.transform = CGAffineTransform(rotationAngle: 0.1)
    for cover in [translucent, rounded, rotated] {
      let root = view(screen, .black)
      root.addSubview(cover)
      #expect(culled(root).commands.count == 2, "\(cover)")
    }
    #expect(culled(window).commands.count == 2)
  }

  @Test func viewsOutsideTheScreenAreDroppedButTheirVisibleChildrenKept() {
    let window = view(screen, .black)
    let offscreen = view(CGRect(x: 200, y: 0, width: 50, height: 50), .red)
    let reachingBack = view(CGRect(x: -180, y: 10, width: 10, height: 10), .green)  // at x 20
    offscreen.addSubview(reachingBack)
    window.addSubview(offscreen)
    #expect(
      culled(window).description == """
        fill [0,0 100×100] #000000FF
        fill [0,0 10×10] #00FF00FF +(20,10)
        """)
  }

  @Test func textIsNeverCulledAndClippedCoversDoNotHide() {
    let window = view(screen, .black)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    label.text = "Hi"
    window.addSubview(label)
    let clip = view(CGRect(x: 0, y: 0, width: 10, height: 10), .clear)
    clip.clipsToBounds = true
    clip.addSubview(view(screen, .white))  // opaque, but clipped to 10×10
    window.addSubview(clip)
    let list = culled(window)
    #expect(list.commands.filter { if case .text = $0 { true } else { false } }.count == 1)
    #expect(list.commands.first == DisplayList.buildOnly(window).commands.first)
  }

  /// A cover spanning a fill's height or width trims it to what it leaves, on whole pixels:
  /// here to x 30…100 (the cover's 30.5 leaves pixel 30 half shown at scale 1, 61 hidden
  /// at scale 2) and y 0…80.
  @Test(arguments: [(1.0, 30.0), (2.0, 30.5)])
  func partlyCoveredFillsAreTrimmedToWholePixels(scale: CGFloat, left: CGFloat) {
    let window = view(screen, .black)
    window.addSubview(view(CGRect(x: 0, y: 0, width: 30.5, height: 100), .white))
    window.addSubview(view(CGRect(x: 20, y: 80, width: 80, height: 20), .white))
    var list = DisplayList()
    list.build(from: window)
    list.cull(to: screen, scale: scale)
    let width = 100 - left
    #expect(
      list.description == """
        fill [\(left.formatted()),0 \(width.formatted())×80] #000000FF
        fill [0,0 30.5×100] #FFFFFFFF
        fill [0,0 80×20] #FFFFFFFF +(20,80)
        """)
  }

  /// A fill under a square clip's content and a cover outside the clip goes: inside a
  /// square clip, a fill covers what the clip lets through.
  @Test func coversInsideSquareClipsHide() {
    let window = view(screen, .black)
    let clip = view(CGRect(x: 0, y: 20, width: 100, height: 80), .clear)
    clip.clipsToBounds = true
    clip.addSubview(view(CGRect(x: -50, y: 0, width: 300, height: 300), .white))
    window.addSubview(clip)
    window.addSubview(view(CGRect(x: 0, y: 0, width: 100, height: 20), .blue))
    #expect(
      culled(window).description == """
        clip [0,0 100×80] +(0,20)
          fill [0,0 300×300] #FFFFFFFF +(-50,20)
        end clip
        fill [0,0 100×20] #0000FFFF
        """)
  }

  /// A fill with a cover inside it hiding a quarter of it or more is drawn around it: a
  /// band above and below, a strip on either side.
  @Test func aFillIsDrawnAroundACoverInsideIt() {
    let window = view(screen, .black)
    window.addSubview(view(CGRect(x: 20, y: 30, width: 60, height: 50), .white))
    #expect(
      culled(window).description == """
        fill [0,0 100×30] #000000FF
        fill [0,80 100×20] #000000FF
        fill [0,30 20×50] #000000FF
        fill [80,30 20×50] #000000FF
        fill [0,0 60×50] #FFFFFFFF +(20,30)
        """)
    // A smaller one is not worth four fills.
    let small = view(screen, .black)
    small.addSubview(view(CGRect(x: 20, y: 30, width: 40, height: 50), .white))
    #expect(culled(small).commands.count == 2)
  }

  @Test func equalityIgnoresScratchStorage() {
    let window = view(screen, .black)
    var a = DisplayList()
    a.build(from: window)
    var b = a
    b.cull(to: screen, scale: 1)
    #expect(a == b)
  }
}

extension DisplayList {
  @MainActor
  fileprivate static func buildOnly(_ root: UIView) -> DisplayList {
    var list = DisplayList()
    list.build(from: root)
    return list
  }
}
