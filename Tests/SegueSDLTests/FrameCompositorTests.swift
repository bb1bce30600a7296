import CCairo
import Foundation
import Segue
import SegueDemos
import Testing

@testable import SegueSDL

/// Colors, groups and text composited straight into the frame (`FrameCompositor`,
/// `GlyphCompositor`) are cairo's pixels byte for byte: translucent and opaque rectangles,
/// faded views, and labels of many strings, sizes, weights, colors, alignments and scales, some wrapped,
/// some clipped on whole pixels or between them, some faded as groups; and every frame of
/// recorded transitions. A font is drawn straight from its second use on, so each scene is
/// drawn twice and the second frame compared.
@MainActor
@Suite struct FrameCompositorTests {
  private static let strings = [
    "Hello, World", "ffi fl Tj AVAWA", "Éçà ñ — “quoted” …", "Wy.Ty,Vo", "Settings",
    "iiiiiilll|||", "Photos  7", "A label long enough to wrap onto a second line or a third",
  ]

  /// Two dozen labels in views of their own, placed on and between pixels, most of the
  /// views colored, some translucent.
  private func scene(_ noise: inout Noise) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
    for index in 0..<24 {
      let holder = UIView(
        frame: CGRect(
          x: Double(noise.below(200)) + [0, 0.5, 0.25][index % 3], y: Double(noise.below(440)),
          width: Double(60 + noise.below(200)), height: Double(20 + noise.below(60))))
      holder.clipsToBounds = noise.below(2) == 0
      if noise.below(4) != 0 {
        holder.backgroundColor = UIColor(
          red: noise.unit(), green: noise.unit(), blue: noise.unit(),
          alpha: noise.below(3) == 0 ? 1 : noise.unit())
      }
      let label = UILabel(
        frame: CGRect(
          x: Double(noise.below(40)) - 10, y: Double(noise.below(10)),
          width: Double(40 + noise.below(240)), height: Double(16 + noise.below(70))))
      label.text = Self.strings[noise.below(Self.strings.count)]
      label.font = .systemFont(
        ofSize: 6 + Double(noise.below(120)) / 4, weight: noise.below(2) == 0 ? .regular : .bold)
      label.textColor = UIColor(
        red: noise.unit(), green: noise.unit(), blue: noise.unit(),
        alpha: noise.below(3) == 0 ? 1 : noise.unit())
      label.textAlignment = [.left, .center, .right][noise.below(3)]
      label.numberOfLines = noise.below(4) == 0 ? 0 : 1
      if noise.below(3) == 0 {
        let factor = 0.6 + noise.unit() * 1.4
        label.transform = CGAffineTransform(scaleX: factor, y: factor)
      }
      if noise.below(6) == 0 { label.alpha = 0.5 }
      // Faded holders: groups, with a color, text and sometimes a faded label inside.
      if index % 4 == 1 { holder.alpha = 0.3 + noise.unit() * 0.6 }
      holder.addSubview(label)
      root.addSubview(holder)
    }
    // Translucent bands on even points: whole pixels at every scale tested.
    for band in 0..<4 {
      let view = UIView(frame: CGRect(x: 20 * band, y: 100 * band, width: 280, height: 40))
      view.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 0.25 * Double(band))
      root.addSubview(view)
    }
    return root
  }

  @Test(arguments: [1.0, 1.5, 2.0, 3.0])
  func drawnStraightIsCairosFrameByteForByte(scale: CGFloat) throws {
    var noise = Noise(state: UInt64(scale * 10))
    let (list, straight, byCairo) = try CompositingScene.frames(of: scene(&noise), scale: scale)
    byCairo.draw(list, scale: scale)
    straight.draw(list, scale: scale)
    let (linesBefore, filledBefore, groupsBefore) = (
      straight.glyphCompositor.drawn, straight.compositor.filled,
      straight.compositor.surfacesComposited
    )
    straight.draw(list, scale: scale)
    let drawn = straight.glyphCompositor.drawn - linesBefore
    let rectangles = straight.compositor.filled - filledBefore
    let groups = straight.compositor.surfacesComposited - groupsBefore
    #expect(groups >= 3, "\(groups) groups composited straight")
    #expect(drawn >= 8, "\(drawn) lines drawn straight")
    #expect(rectangles >= 3, "\(rectangles) rectangles composited straight")
    #expect(byCairo.compositor.filled == 0)
    let difference = straight.difference(from: byCairo)
    #expect(difference == nil, "pixels \(String(describing: difference)) differ")
  }

  /// Faded views holding what draws through its own surface or reads the screen: a view
  /// turned in 3D, one casting a shadow, a masked one, a blur; drawn whole, then in damage
  /// rectangles of whole pixels and of fractions of pixels. The same as cairo's.
  @Test(arguments: [1.0, 2.0])
  func fadedGroupsHoldingEveryKindOfContentAreCairos(scale: CGFloat) throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.backgroundColor = .systemTeal
    // A small faded view first, so the kept group surface is smaller than the next group.
    let small = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    small.backgroundColor = .systemRed
    small.alpha = 0.5
    root.addSubview(small)
    let faded = UIView(frame: CGRect(x: 150, y: 200, width: 160, height: 260))
    faded.alpha = 0.7
    faded.backgroundColor = UIColor(white: 1, alpha: 0.4)
    root.addSubview(faded)
    let turned = UIView(frame: CGRect(x: 20, y: 10, width: 120, height: 60))
    turned.backgroundColor = .systemBlue
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 300
    turned.layer.transform = CATransform3DRotate(perspective, .pi / 5, 0, 1, 0)
    let shadowed = UIView(frame: CGRect(x: 20, y: 90, width: 60, height: 40))
    shadowed.backgroundColor = .systemGreen
    shadowed.layer.shadowOpacity = 0.6
    shadowed.layer.shadowRadius = 6
    let masked = UIView(frame: CGRect(x: 90, y: 90, width: 60, height: 60))
    masked.backgroundColor = .systemOrange
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(ovalIn: masked.bounds).cgPath
    masked.layer.mask = shape
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    blur.frame = CGRect(x: 10, y: 160, width: 140, height: 60)
    let label = UILabel(frame: CGRect(x: 10, y: 225, width: 140, height: 30))
    label.text = "In a faded group"
    for view in [turned, shadowed, masked, blur, label] { faded.addSubview(view) }
    let (list, straight, byCairo) = try CompositingScene.frames(of: root, scale: scale)
    let passes: [[CGRect]?] = [
      nil, nil,
      [CGRect(x: 100, y: 300, width: 200, height: 100).applying(.init(scaleX: scale, y: scale))],
      [CGRect(x: 150.5, y: 210.25, width: 90, height: 90)],
    ]
    for (index, damage) in passes.enumerated() {
      let groupsBefore = straight.compositor.surfacesComposited
      straight.draw(list, scale: scale, within: damage)
      byCairo.draw(list, scale: scale, within: damage)
      if index > 0, index < 3 {
        #expect(straight.compositor.surfacesComposited > groupsBefore, "pass \(index)")
      }
      let difference = straight.difference(from: byCairo)
      #expect(difference == nil, "pass \(index): pixels \(String(describing: difference)) differ")
    }
  }

  /// Labels and translucent bands drawn into the surfaces the renderer draws into instead
  /// of the frame: a faded view's group, a view turned in 3D (its plane) holding another
  /// (a plane warped into a plane), a turned view in a faded one, and a clip inside a plane; drawn whole, then in damage rectangles. The same
  /// as cairo's, and composited there, not by cairo.
  @Test(arguments: [1.0, 2.0])
  func textAndColorsInGroupsAndPlanesAreCairos(scale: CGFloat) throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.backgroundColor = .systemGray5
    func content(in view: UIView) {
      let label = UILabel(frame: CGRect(x: 8, y: 8, width: 120, height: 24))
      label.text = "Group and plane"
      label.textColor = .white
      let band = UIView(frame: CGRect(x: 4, y: 36, width: 100, height: 12))
      band.backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.6)
      let clipping = UIView(frame: CGRect(x: 10, y: 52, width: 60, height: 20))
      clipping.clipsToBounds = true
      let inner = UILabel(frame: CGRect(x: -6, y: -4, width: 100, height: 24))
      inner.text = "Clipped"
      clipping.addSubview(inner)
      for subview in [label, band, clipping] { view.addSubview(subview) }
    }
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 400
    let faded = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
    faded.backgroundColor = .systemIndigo
    faded.alpha = 0.8
    content(in: faded)
    let turned = UIView(frame: CGRect(x: 20, y: 140, width: 200, height: 100))
    turned.backgroundColor = .systemTeal
    turned.layer.transform = CATransform3DRotate(perspective, .pi / 6, 0, 1, 0)
    content(in: turned)
    // A plane in a plane: warped into its parent's surface.
    let inner = UIView(frame: CGRect(x: 120, y: 10, width: 70, height: 80))
    inner.backgroundColor = UIColor(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.7)
    inner.layer.transform = CATransform3DRotate(perspective, .pi / 4, 1, 0, 0)
    turned.addSubview(inner)
    let outer = UIView(frame: CGRect(x: 10, y: 270, width: 300, height: 200))
    outer.backgroundColor = UIColor(white: 1, alpha: 0.3)
    outer.alpha = 0.6
    let turnedInFaded = UIView(frame: CGRect(x: 30, y: 20, width: 200, height: 120))
    turnedInFaded.backgroundColor = .systemOrange
    turnedInFaded.layer.transform = CATransform3DRotate(perspective, -.pi / 5, 1, 0, 0)
    content(in: turnedInFaded)
    outer.addSubview(turnedInFaded)
    for view in [faded, turned, outer] { root.addSubview(view) }
    let (list, straight, byCairo) = try CompositingScene.frames(of: root, scale: scale)
    let passes: [[CGRect]?] = [
      nil, nil,
      [CGRect(x: 40, y: 150, width: 120, height: 200).applying(.init(scaleX: scale, y: scale))],
    ]
    for (index, damage) in passes.enumerated() {
      let (elsewhere, surfaces) = (
        straight.compositor.intoOtherSurfaces, straight.compositor.surfacesComposited
      )
      straight.draw(list, scale: scale, within: damage)
      byCairo.draw(list, scale: scale, within: damage)
      // Glyphs are composited from a size's second use on.
      if index > 0 {
        #expect(
          straight.compositor.intoOtherSurfaces - elsewhere >= 8,
          "pass \(index): \(straight.compositor.intoOtherSurfaces - elsewhere) into other surfaces")
        #expect(
          straight.compositor.surfacesComposited - surfaces >= 2,
          "pass \(index): the planes and the group composited by cairo")
      }
      let difference = straight.difference(from: byCairo)
      #expect(difference == nil, "pass \(index): pixels \(String(describing: difference)) differ")
    }
  }

  /// Text and colors moved far off the frame (past what 32-bit pixels hold) are drawn as
  /// cairo draws them, and never trap.
  @Test func farAwayTextAndColorsDrawNothing() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    for offset in [1e12, -3e9, 5e7, -1e300] {
      let label = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
      label.text = "Far away"
      label.transform = CGAffineTransform(translationX: offset, y: offset / 2)
      let band = UIView(frame: CGRect(x: offset, y: 0, width: 1e10, height: 40))
      band.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
      root.addSubview(label)
      root.addSubview(band)
    }
    let near = UILabel(frame: CGRect(x: 10, y: 50, width: 150, height: 30))
    near.text = "Near"
    root.addSubview(near)
    let (list, straight, byCairo) = try CompositingScene.frames(of: root, scale: 1)
    byCairo.draw(list, scale: 1)
    straight.draw(list, scale: 1)
    straight.draw(list, scale: 1)
    #expect(straight.glyphCompositor.drawn >= 2)
    let difference = straight.difference(from: byCairo)
    #expect(difference == nil, "pixels \(String(describing: difference)) differ")
  }

  /// Every frame of transitions with bars, lists and cards, drawn with text straight and
  /// with text by cairo.
  @Test(arguments: ["navigation-pop-finished", "seed001-pop-finished", "tab-swipe-next-finished"])
  func recordedFramesAreTheSame(recording: String) throws {
    var comparison = try RecordedFrameComparison(recording, scale: 2)
    let (straight, byCairo) = (comparison.first, comparison.second)
    byCairo.compositesItself = false
    comparison.run { _, list in
      straight.draw(list, scale: 2)
      byCairo.draw(list, scale: 2)
      return ""
    }
    #expect(comparison.mismatches.isEmpty, "\(comparison.report)")
    #expect(
      straight.glyphCompositor.drawn > comparison.frames,
      "\(straight.glyphCompositor.drawn) lines drawn straight in \(comparison.frames) frames")
  }

  /// A line anywhere, between pixels too (a frame's text is placed on whole pixels, so
  /// only here are glyph positions rounded), at any scale and in any clip, is cairo's line.
  @Test func linesBetweenPixelsAreCairosLines() throws {
    let fonts = try FontFaces()
    let (width, height) = (200, 70)
    let ours = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let theirs = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { [ours, theirs].forEach(cairo_surface_destroy) }
    let frame = FrameCompositor(surface: ours)
    let compositor = GlyphCompositor(compositor: frame)
    var noise = Noise(state: 11)
    var visible = 0
    for round in 0..<80 {
      let scale = [1, 1.5, 2, 3][noise.below(4)]
      let bold = noise.below(2) == 0
      let size = 6 + noise.unit() * 20
      let origin = (noise.unit() * 40 - 5, 10 + noise.unit() * 40)
      let color = RGBA(
        red: noise.unit(), green: noise.unit(), blue: noise.unit(),
        alpha: noise.below(3) == 0 ? 1 : noise.unit())
      let clip = CGRect(
        x: noise.below(40), y: noise.below(20), width: 40 + noise.below(160),
        height: 10 + noise.below(60))
      let line = Self.strings[noise.below(Self.strings.count)]
      var matrix = cairo_matrix_t(
        xx: scale, yx: 0, xy: 0, yy: scale, x0: noise.unit(), y0: noise.unit())
      var contexts: [OpaquePointer] = []
      for surface in [ours, theirs] {
        let context = cairo_create(surface)!
        cairo_set_source_rgba(context, 0.2, 0.5, 0.3, 0.8)
        cairo_paint(context)
        cairo_set_matrix(context, &matrix)
        cairo_set_font_face(context, bold ? fonts.bold : fonts.regular)
        cairo_set_font_size(context, size)
        cairo_set_font_options(context, fonts.options)
        cairo_move_to(context, origin.0, origin.1)
        contexts.append(context)
      }
      defer { contexts.forEach(cairo_destroy) }
      cairo_surface_flush(ours)
      let pixels = UnsafeBufferPointer(
        start: UnsafeRawPointer(cairo_image_surface_get_data(ours)!).assumingMemoryBound(
          to: UInt32.self), count: height * width)
      let background = pixels[0]
      let shown =
        compositor.show(
          line, bold: bold, size: size, color: color, into: frame.frame, clip: clip,
          in: contexts[0])
        || compositor.show(
          line, bold: bold, size: size, color: color, into: frame.frame, clip: clip,
          in: contexts[0])
      #expect(shown, "round \(round): not drawn")
      let context = contexts[1]
      cairo_save(context)
      cairo_identity_matrix(context)
      cairo_rectangle(context, clip.minX, clip.minY, clip.width, clip.height)
      cairo_restore(context)
      cairo_clip(context)
      cairo_move_to(context, origin.0, origin.1)
      cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
      line.withCString { cairo_show_text(context, $0) }
      cairo_surface_flush(theirs)
      let same =
        memcmp(
          cairo_image_surface_get_data(ours), cairo_image_surface_get_data(theirs),
          height * Int(cairo_image_surface_get_stride(ours))) == 0
      if pixels.contains(where: { $0 != background }) { visible += 1 }
      guard same else {
        Issue.record("round \(round): \"\(line)\" at \(origin), \(size) pt, scale \(scale) differs")
        return
      }
    }
    #expect(visible >= 40, "\(visible) of 80 lines showed in their clip")
  }

  /// A color is packed as cairo packs `cairo_set_source_rgba`'s: painted by cairo into one
  /// pixel, the same word, for colors in and out of range.
  @Test func aColorIsCairosPixel() throws {
    var noise = Noise(state: 3)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)!
    defer { cairo_destroy(context) }
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    for _ in 0..<2000 {
      let color = RGBA(
        red: noise.unit() * 1.2 - 0.1, green: noise.unit(), blue: noise.unit(),
        alpha: noise.below(4) == 0 ? 1 : noise.unit() * 1.1)
      cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
      cairo_paint(context)
      cairo_surface_flush(surface)
      let painted = cairo_image_surface_get_data(surface)!.withMemoryRebound(
        to: UInt32.self, capacity: 1
      ) { $0.pointee }
      let packed = try #require(FrameCompositor.pixel(color))
      if packed != painted {
        Issue.record(
          "\(color): \(String(packed, radix: 16)) against cairo's \(String(painted, radix: 16))")
        return
      }
    }
    #expect(FrameCompositor.pixel(RGBA(red: .nan, green: 0, blue: 0, alpha: 1)) == nil)
  }
}
