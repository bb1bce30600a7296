import Foundation

extension UIImage {
  /// A few of SF Symbols' names, drawn as filled shapes in a 20-point box (a symbol at the
  /// default 17-point text size): templates, tinted by the view that shows them. nil for any
  /// other name, as iOS returns for a name it does not know. The set:
  /// `chevron.left`, `chevron.right`, `xmark`, `plus`, `checkmark`, `heart.fill`,
  /// `star.fill`, `photo`.
  public convenience init?(systemName name: String) {
    guard let draw = Self.symbols[name] else { return nil }
    let path = CGMutablePath()
    draw(path)
    self.init(
      cgImage: CGImage(
        source: .vector(path.elements), width: Int(Self.symbolSide), height: Int(Self.symbolSide)),
      scale: 1)
  }

  static let symbolSide: CGFloat = 20

  private static let symbols: [String: @Sendable (CGMutablePath) -> Void] = [
    "chevron.left": { $0.addLines(between: chevron.map { CGPoint(x: 20 - $0.x, y: $0.y) }) },
    "chevron.right": { $0.addLines(between: chevron) },
    "xmark": { path in
      for angle in [CGFloat.pi / 4, -.pi / 4] {
        // One bar about the middle per diagonal; filled with the winding rule, their
        // crossing stays filled.
        let turn = CGAffineTransform(translationX: -10, y: -10)
          .concatenating(CGAffineTransform(rotationAngle: angle))
          .concatenating(CGAffineTransform(translationX: 10, y: 10))
        path.addRect(CGRect(x: 0, y: 8.75, width: 20, height: 2.5), transform: turn)
      }
    },
    "plus": { path in
      path.addRect(CGRect(x: 1, y: 8.75, width: 18, height: 2.5))
      path.addRect(CGRect(x: 8.75, y: 1, width: 2.5, height: 18))
    },
    "checkmark": { path in
      path.addLines(between: [
        CGPoint(x: 1, y: 10.5), CGPoint(x: 3, y: 8.5), CGPoint(x: 7.5, y: 13),
        CGPoint(x: 17, y: 3.5),
        CGPoint(x: 19, y: 5.5), CGPoint(x: 7.5, y: 17),
      ])
      path.closeSubpath()
    },
    "heart.fill": { path in
      path.move(to: CGPoint(x: 10, y: 18))
      path.addCurve(
        to: CGPoint(x: 1, y: 7), control1: CGPoint(x: 5, y: 14), control2: CGPoint(x: 1, y: 11))
      path.addArc(
        center: CGPoint(x: 5.5, y: 6.5), radius: 4.5, startAngle: .pi, endAngle: 0,
        clockwise: false)
      path.addArc(
        center: CGPoint(x: 14.5, y: 6.5), radius: 4.5, startAngle: .pi, endAngle: 0,
        clockwise: false)
      path.addCurve(
        to: CGPoint(x: 10, y: 18), control1: CGPoint(x: 19, y: 11), control2: CGPoint(x: 15, y: 14))
      path.closeSubpath()
    },
    "star.fill": { path in
      path.addLines(
        between: (0..<10).map { index in
          let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
          let radius: CGFloat = index % 2 == 0 ? 9.5 : 4
          return CGPoint(x: 10 + radius * cos(angle), y: 10.5 + radius * sin(angle))
        })
      path.closeSubpath()
    },
    "photo": { path in
      path.addRoundedRect(
        in: CGRect(x: 1, y: 3, width: 18, height: 14), cornerWidth: 2.5, cornerHeight: 2.5)
      // The inner edge of the frame runs the other way, so the winding rule leaves it open.
      path.addLines(between: [
        CGPoint(x: 2.5, y: 4.5), CGPoint(x: 2.5, y: 15.5), CGPoint(x: 17.5, y: 15.5),
        CGPoint(x: 17.5, y: 4.5),
      ])
      path.closeSubpath()
      path.addLines(between: [
        CGPoint(x: 3, y: 15), CGPoint(x: 8, y: 9), CGPoint(x: 11.5, y: 12.5),
        CGPoint(x: 13.5, y: 10.5),
        CGPoint(x: 17, y: 15),
      ])
      path.closeSubpath()
      path.addEllipse(in: CGRect(x: 12, y: 5.5, width: 3, height: 3))
    },
  ]

  /// A right-pointing chevron as a filled outline (thick strokes would need a stroker).
  private static let chevron = [
    CGPoint(x: 6, y: 2), CGPoint(x: 8, y: 0.5), CGPoint(x: 16, y: 10), CGPoint(x: 8, y: 19.5),
    CGPoint(x: 6, y: 18), CGPoint(x: 12.5, y: 10),
  ]
}
