import SeguePort
import Testing

/// A custom layer's initializers as iOS code writes them (an animatable property's layer,
/// KDCircularProgress's and DeckTransition's pattern): `override init()` and
/// `override init(layer:)` become `required`, as Segue's `CALayer` declares them.
@Suite struct RequiredInitRewriteTests {
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

/// A custom cell's initializer as iOS code writes it: `override` becomes `required`, as
/// Segue's `UITableViewCell` and `UICollectionViewCell` declare them.
@Suite struct CellInitRewriteTests {
  @Test func aTableCellsOverriddenInitializerBecomesRequired() {
    let ported = portSample(
      """
      final class TitleCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
      }

      """)
    #expect(ported.text.contains("  required init(style: UITableViewCell.CellStyle,"))
    #expect(ported.changes.map(\.line) == [2])
    #expect(
      ported.changes.first?.message
        == "override init(style:reuseIdentifier:) → required init(style:reuseIdentifier:): "
        + "Segue's UITableViewCell requires it, as a table view makes cells of the class "
        + "registered")
  }

  @Test func aCollectionCellsOverriddenFrameInitializerBecomesRequired() {
    let ported = portSample(
      """
      class PhotoCell: UICollectionViewCell {
        override init(frame: CGRect) { super.init(frame: frame) }
      }
      class BadgedPhotoCell: PhotoCell {
        override init(frame: CGRect) { super.init(frame: frame) }
      }

      """)
    #expect(
      ported.text == """
        class PhotoCell: UICollectionViewCell {
          required init(frame: CGRect) { super.init(frame: frame) }
        }
        class BadgedPhotoCell: PhotoCell {
          required override init(frame: CGRect) { super.init(frame: frame) }
        }

        """)
    #expect(ported.changes.map(\.line) == [2, 5])
  }

  /// A ported cell ports to itself.
  @Test func aPortedCellIsLeft() {
    let text = """
      final class TitleCell: UITableViewCell {
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
      }

      """
    let ported = portSample(text)
    #expect(ported.text == text)
    #expect(ported.changes.isEmpty)
  }

  /// An animation subclass's `init()` is required too (an animation added is a copy of its
  /// own type), and is not taken for a layer's.
  @Test func anAnimationsOverriddenInitializerBecomesRequired() {
    let ported = portSample(
      "final class Pulse: CABasicAnimation {\n  override init() { super.init() }\n}\n")
    #expect(
      ported.text
        == "final class Pulse: CABasicAnimation {\n  required init() { super.init() }\n}\n")
    #expect(
      ported.changes.first?.message
        == "override init() → required init(): Segue's CAAnimation requires it, as it copies an "
        + "animation as its own type")
  }

  /// A frame initializer in a table cell, or a style one in a collection cell, is not one
  /// Segue requires there: left as it is.
  @Test func anotherKindsInitializerIsLeft() {
    let text = """
      class RowCell: UITableViewCell {
        override init(frame: CGRect) { super.init(frame: frame) }
      }
      class ItemCell: UICollectionViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {}
      }

      """
    let ported = portSample(text)
    #expect(ported.text == text)
    #expect(ported.changes.isEmpty)
  }
}
