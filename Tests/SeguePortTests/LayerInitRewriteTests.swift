import SeguePort
import Testing

/// A custom layer's initializers as iOS code writes them (an animatable property's layer,
/// KDCircularProgress's and DeckTransition's pattern): `override init()` and
/// `override init(layer:)` become `required`, as Segue's `CALayer` declares them.
@Suite struct LayerInitRewriteTests {
  @Test func aLayersOverriddenInitializersBecomeRequired() {
    let ported = portSample(
      """
      class ProgressLayer: CALayer {
        var angle = 0.0
        override init() { super.init() }
        override init(layer: Any) {
          super.init(layer: layer)
          angle = (layer as? ProgressLayer)?.angle ?? 0
        }
        required init?(coder: NSCoder) { fatalError() }
      }

      """)
    #expect(
      ported.text == """
        class ProgressLayer: CALayer {
          var angle = 0.0
          required init() { super.init() }
          required init(layer: Any) {
            super.init(layer: layer)
            angle = (layer as? ProgressLayer)?.angle ?? 0
          }
          required init?(coder: NSCoder) { fatalError() }
        }

        """)
    #expect(ported.changes.map(\.line) == [3, 4])
    #expect(ported.changes[1].message.contains("required init(layer:)"))
    #expect(portSample(ported.text).changes.isEmpty)
  }

  /// In a subclass of the app's own `…Layer` (which may not be a layer), `required` goes
  /// before `override`, which such a class may need.
  @Test func aSubclassOfAnAppsLayerKeepsOverride() {
    let ported = portSample("class Ring: ProgressLayer {\n  override init() { super.init() }\n}\n")
    #expect(
      ported.text == "class Ring: ProgressLayer {\n  required override init() { super.init() }\n}\n"
    )
    #expect(ported.changes.map(\.line) == [2])
  }

  /// A view's initializers, and a layer's others, are left as they are.
  @Test func otherInitializersAreLeft() {
    let text = """
      class CardView: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
      }
      class RingLayer: CAShapeLayer {
        convenience init(radius: CGFloat) { self.init() }
        override public init() { super.init() }
      }

      """
    let ported = portSample(text)
    #expect(ported.changes.map(\.line) == [6])
    #expect(
      ported.text == text.replacingOccurrences(of: "override public", with: "required public"))
  }
}
