import Foundation
import Testing

@testable import Segue

@MainActor
@Suite("Display list")
struct DisplayListTests {
  func build(_ root: UIView) -> DisplayList {
    var list = DisplayList()
    list.build(from: root)
    return list
  }

  private func fills(_ list: DisplayList) -> [Fill] {
    list.commands.compactMap { if case .fill(let fill) = $0 { fill } else { nil } }
  }

  private func texts(_ list: DisplayList) -> [TextRun] {
    list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
  }

  /// Names each command by its kind, for order checks.
  private func kinds(_ list: DisplayList) -> [String] {
    list.commands.map {
      switch $0 {
      case .fill: "fill"
      case .gradient: "gradient"
      case .path: "path"
      case .image: "image"
      case .text: "text"
      case .pushClip: "clip"
      case .popClip: "end clip"
      case .backdropBlur: "blur"
      case .border: "border"
      case .pushGroup: "group"
      case .popGroup: "end group"
      case .pushProjection: "projection"
      case .popProjection: "end projection"
      case .pushMask: "mask"
      case .maskWith: "with"
      case .popMask: "end mask"
      }
    }
  }

  func colored(_ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
  }

  @Test func backgroundBecomesAFillInBoundsCoordinates() {
    let root = colored(CGRect(x: 0, y: 0, width: 200, height: 100), .white)
    let card = colored(CGRect(x: 10, y: 20, width: 50, height: 40), .red)
    card.layer.cornerRadius = 6
    card.bounds.origin = CGPoint(x: 5, y: 5)
    root.addSubview(card)
    let list = build(root)
    #expect(
      list.commands == [
        .fill(
          Fill(
            rect: CGRect(x: 0, y: 0, width: 200, height: 100), transform: .identity,
            color: RGBA(red: 1, green: 1, blue: 1, alpha: 1), cornerRadius: 0)),
        .fill(
          Fill(
            rect: CGRect(x: 5, y: 5, width: 50, height: 40),
            transform: CGAffineTransform(translationX: 5, y: 15),
            color: RGBA(red: 1, green: 0, blue: 0, alpha: 1), cornerRadius: 6)),
      ])
  }

  @Test func viewsWithoutAVisibleBackgroundDrawOnlyTheirSubviews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let clear = colored(CGRect(x: 0, y: 0, width: 50, height: 50), .clear)
    clear.addSubview(colored(CGRect(x: 1, y: 2, width: 3, height: 4), .blue))
    root.addSubview(clear)
    let list = build(root)
    #expect(fills(list).count == 1)
    #expect(fills(list).first?.rect == CGRect(x: 0, y: 0, width: 3, height: 4))
    #expect(fills(list).first?.transform == CGAffineTransform(translationX: 1, y: 2))
  }

  @Test func subviewsDrawBackToFrontAfterTheirParent() {
    let root = colored(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
    let back = colored(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
    let front = colored(CGRect(x: 0, y: 0, width: 10, height: 10), .blue)
    back.addSubview(colored(CGRect(x: 0, y: 0, width: 5, height: 5), .green))
    root.addSubview(back)
    root.addSubview(front)
    let colors = fills(build(root)).map(\.color)
    #expect(
      colors == [
        RGBA(UIColor.white), RGBA(UIColor.red), RGBA(UIColor.green), RGBA(UIColor.blue),
      ])
  }

  @Test func hiddenAndTransparentSubtreesAreSkipped() {
    let root = colored(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
    let hidden = colored(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
    hidden.isHidden = true
    hidden.addSubview(colored(CGRect(x: 0, y: 0, width: 5, height: 5), .red))
    let transparent = colored(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
    transparent.alpha = 0
    transparent.addSubview(colored(CGRect(x: 0, y: 0, width: 5, height: 5), .red))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    label.text = "gone"
    transparent.addSubview(label)
    root.addSubview(hidden)
    root.addSubview(transparent)
    let list = build(root)
    #expect(kinds(list) == ["fill"])
    #expect(fills(list).first?.color == RGBA(UIColor.white))
    #expect(build(hidden).commands.isEmpty)
  }

  /// iOS composites a half-transparent layer with sublayers as one image
  /// (`allowsGroupOpacity`, true by default): its content draws opaque into a group drawn
  /// with the opacity.
  @Test func alphaGroupsASubtree() {
    let (root, _) = alphaTree()
    let list = build(root)
    let groups = list.commands.compactMap { if case .pushGroup(let g) = $0 { g } else { nil } }
    #expect(groups.map(\.opacity) == [0.5, 0.5])
    #expect(fills(list).map(\.color.alpha) == [1, 0.8, 1])
  }

  /// Without group opacity the alpha multiplies into each descendant's draws.
  @Test func alphaMultipliesWithoutGroupOpacity() {
    let (root, child) = alphaTree()
    root.layer.allowsGroupOpacity = false
    child.layer.allowsGroupOpacity = false
    let alphas = fills(build(root)).map(\.color.alpha)
    #expect(alphas.count == 3)
    #expect(isClose(alphas[0], 0.5))
    #expect(isClose(alphas[1], 0.2))
    #expect(isClose(alphas[2], 0.25))
  }

  private func alphaTree() -> (root: UIView, child: UIView) {
    let root = colored(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
    root.alpha = 0.5
    let child = colored(
      CGRect(x: 0, y: 0, width: 50, height: 50), UIColor.red.withAlphaComponent(0.8))
    child.alpha = 0.5
    let grandchild = colored(CGRect(x: 0, y: 0, width: 5, height: 5), .blue)
    child.addSubview(grandchild)
    root.addSubview(child)
    return (root, child)
  }

  @Test func transformsComposeFromTheRoot() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let outer = colored(CGRect(x: 100, y: 100, width: 100, height: 100), .red)
    outer.transform = CGAffineTransform(scaleX: 2, y: 2)
    let inner = colored(CGRect(x: 10, y: 20, width: 30, height: 40), .blue)
    inner.transform = CGAffineTransform(rotationAngle: 0.3)
    root.addSubview(outer)
    outer.addSubview(inner)
    let list = fills(build(root))
    #expect(list.count == 2)
    #expect(list[0].transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 50, ty: 50))
    // Each command's transform maps its bounds exactly where the view sits on screen.
    #expect(isClose(list[1].transform, inner.transformToSuperview.concatenating(list[0].transform)))
    for (fill, view) in zip(list, [outer, inner]) {
      for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 13, y: 7)] {
        #expect(isClose(corner.applying(fill.transform), view.convert(corner, to: nil)))
      }
    }
    // The inner view's top-left corner: 15 left and 20 up of its center (25, 40), turned,
    // then doubled by outer (whose own (0, 0) lands at (50, 50)).
    let turned = CGPoint(x: -15, y: -20).applying(CGAffineTransform(rotationAngle: 0.3))
    let origin = CGPoint(x: 0, y: 0).applying(list[1].transform)
    #expect(isClose(origin, CGPoint(x: 50 + 2 * (25 + turned.x), y: 50 + 2 * (40 + turned.y))))
  }

  @Test func clipsWrapOnlyTheSubviews() {
    let root = colored(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
    let clipper = colored(CGRect(x: 10, y: 10, width: 50, height: 50), .red)
    clipper.clipsToBounds = true
    let nested = colored(CGRect(x: 5, y: 5, width: 20, height: 20), .green)
    nested.clipsToBounds = true
    nested.addSubview(colored(CGRect(x: 0, y: 0, width: 40, height: 40), .blue))
    clipper.addSubview(nested)
    let lonely = colored(CGRect(x: 0, y: 0, width: 10, height: 10), .black)
    lonely.clipsToBounds = true
    root.addSubview(clipper)
    root.addSubview(lonely)
    let list = build(root)
    #expect(
      kinds(list) == [
        "fill", "fill", "clip", "fill", "clip", "fill", "end clip", "end clip", "fill",
      ])
    guard case .pushClip(let clip) = list.commands[2], case .pushClip(let inner) = list.commands[4]
    else {
      Issue.record("expected clips at 2 and 4")
      return
    }
    #expect(
      clip
        == Clip(
          rect: CGRect(x: 0, y: 0, width: 50, height: 50),
          transform: CGAffineTransform(translationX: 10, y: 10)))
    #expect(
      inner
        == Clip(
          rect: CGRect(x: 0, y: 0, width: 20, height: 20),
          transform: CGAffineTransform(translationX: 15, y: 15)))
  }

  @Test func labelEmitsATextRun() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel(frame: CGRect(x: 20, y: 30, width: 200, height: 40))
    label.text = "Inbox"
    label.font = .systemFont(ofSize: 17, weight: .semibold)
    label.textColor = .systemBlue
    label.textAlignment = .right
    label.alpha = 0.5
    root.addSubview(label)
    let runs = texts(build(root))
    #expect(
      runs == [
        TextRun(
          string: "Inbox", rect: CGRect(x: 0, y: 0, width: 200, height: 40),
          transform: CGAffineTransform(translationX: 20, y: 30), pointSize: 17, bold: true,
          color: RGBA(UIColor.systemBlue, opacity: 0.5), alignment: .right, wraps: false)
      ])
  }

  @Test func textIsPlacedByItsAlignmentAndCenteredVertically() {
    var run = TextRun(
      string: "Inbox", rect: CGRect(x: 10, y: 20, width: 200, height: 40), transform: .identity,
      pointSize: 17, bold: false, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1),
      alignment: .left, wraps: false)
    let size = CGSize(width: 50, height: 20)
    #expect(run.placement(of: size) == CGRect(x: 10, y: 30, width: 50, height: 20))
    run.alignment = .center
    #expect(run.placement(of: size) == CGRect(x: 85, y: 30, width: 50, height: 20))
    run.alignment = .right
    #expect(run.placement(of: size) == CGRect(x: 160, y: 30, width: 50, height: 20))
  }

  @Test func labelDefaultsAndOptions() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Hello"
    var run = texts(build(label)).first
    #expect(run?.pointSize == 17)
    #expect(run?.bold == false)
    #expect(run?.color == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(run?.alignment == .left)
    #expect(run?.wraps == false)
    label.numberOfLines = 0
    label.textAlignment = .center
    label.font = .boldSystemFont(ofSize: 12)
    run = texts(build(label)).first
    #expect(run?.wraps == true)
    #expect(run?.alignment == .center)
    #expect(run?.bold == true)
    #expect(run?.pointSize == 12)
    label.textAlignment = .justified
    #expect(texts(build(label)).first?.alignment == .left)
  }

  @Test func labelsWithNothingToShowEmitNoText() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(build(label).commands.isEmpty)
    label.text = ""
    #expect(build(label).commands.isEmpty)
    label.text = "invisible"
    label.textColor = .clear
    #expect(build(label).commands.isEmpty)
    label.backgroundColor = .yellow
    #expect(kinds(build(label)) == ["fill"])
  }

  /// A view backed by a `CAGradientLayer` (the iOS idiom: `layerClass`) draws the gradient
  /// above its background, with its alpha multiplied in (one layer, nothing to group).
  @Test func gradientLayerEmitsAGradientAboveItsBackground() {
    final class GradientView: UIView {
      override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
    let gradient = view.layer as! CAGradientLayer
    view.backgroundColor = .white
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    view.alpha = 0.5
    let list = build(view)
    #expect(kinds(list) == ["fill", "gradient"])
    #expect(
      list.commands[1]
        == .gradient(
          Gradient(
            rect: CGRect(x: 0, y: 0, width: 80, height: 60), transform: .identity, kind: .axial,
            colors: [
              RGBA(red: 1, green: 0, blue: 0, alpha: 0.5),
              RGBA(red: 0, green: 0, blue: 1, alpha: 0.5),
            ], locations: [0, 1], start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5))))
  }

  /// Apple's defaults: top to bottom, evenly spaced; no colors draws nothing.
  @Test func gradientLayerDefaults() {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(gradient.type == .axial)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.layer.addSublayer(gradient)
    #expect(build(root).commands.isEmpty)
    gradient.colors = [UIColor.clear.cgColor, UIColor.white.cgColor, UIColor.black.cgColor]
    guard case .gradient(let g) = build(root).commands.first else {
      Issue.record("no gradient")
      return
    }
    #expect(g.locations == [0, 0.5, 1])
  }

  @Test func buildLaysOutFirstAndReplacesThePreviousContents() {
    final class Stretching: UIView {
      let child = UIView()
      override func layoutSubviews() { child.frame = bounds.insetBy(dx: 10, dy: 10) }
    }
    let root = Stretching(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    root.child.backgroundColor = .red
    root.addSubview(root.child)
    var list = DisplayList()
    list.build(from: root)
    list.build(from: root)
    #expect(list.commands.count == 1)
    #expect(fills(list).first?.rect == CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(fills(list).first?.transform == CGAffineTransform(translationX: 10, y: 10))
    #expect(list == build(root))
  }
}
