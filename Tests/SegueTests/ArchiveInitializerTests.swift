import Foundation
import Testing

@testable import Segue

/// UIKit's initializers as iOS code writes them: `init?(coder:)` is required of every view,
/// controller, layer and collection layout subclass that has initializers of its own, and a
/// controller's own initializer ends with `super.init(nibName: nil, bundle: nil)`. Both ways
/// of writing the coder initializer compile (calling `super.init(coder:)` or stopping with
/// `fatalError`), and `super.init(coder:)` makes what the plain initializer makes: Segue has
/// no nibs, so nothing is read from the archive.
@MainActor
@Suite struct ArchiveInitializerTests {
  /// The common iOS view: both initializers run one setup.
  final class BadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      setUp()
    }

    private func setUp() {
      backgroundColor = .systemRed
      layer.cornerRadius = 8
      label.text = "3"
      addSubview(label)
    }
  }

  /// The common programmatic controller: its own initializer, the coder one refused.
  final class DetailViewController: UIViewController {
    let item: String

    init(item: String) {
      self.item = item
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = item
    }
  }

  /// A controller built for a storyboard: only the coder initializer, calling super.
  final class StoryboardViewController: UIViewController {
    private(set) var decoded = false

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      decoded = true
    }
  }

  /// A navigation controller subclass overriding UIKit's designated initializer.
  final class ModalNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) {
      super.init(rootViewController: rootViewController)
      modalPresentationStyle = .fullScreen
    }

    required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
    }
  }

  /// A flow layout subclass set up in both initializers.
  final class CarouselLayout: UICollectionViewFlowLayout {
    override init() {
      super.init()
      scrollDirection = .horizontal
    }

    required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      scrollDirection = .horizontal
    }
  }

  /// A button subclass as iOS code writes one: it keeps UIKit's convenience initializers.
  final class RoundButton: UIButton {
    override init(frame: CGRect) {
      super.init(frame: frame)
      layer.cornerRadius = 22
    }

    required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      layer.cornerRadius = 22
    }
  }

  /// A cell subclass: `required` where iOS code writes `override` (`segue port` rewrites it).
  final class TitleCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      textLabel?.text = "Title"
    }

    required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
      textLabel?.text = "Title"
    }
  }

  /// An effect view subclass overriding UIKit's designated initializer.
  final class FrostView: UIVisualEffectView {
    override init(effect: UIVisualEffect?) {
      super.init(effect: effect ?? UIBlurEffect(style: .light))
    }

    required init?(coder aDecoder: NSCoder) {
      super.init(coder: aDecoder)
    }
  }

  /// An archive with nothing in it, as `NSKeyedUnarchiver` reads one.
  private func emptyArchive() throws -> NSCoder {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    archiver.finishEncoding()
    return try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
  }

  @Test func aViewFromAnArchiveRunsItsSetUpAndIsBackedByItsLayer() throws {
    let badge = try #require(BadgeView(coder: emptyArchive()))
    #expect(badge.subviews == [badge.label])
    #expect(badge.layer.cornerRadius == 8)
    #expect(badge.layer.backgroundColor == UIColor.systemRed.cgColor)
    #expect(badge.layer.delegate === badge)
    badge.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(badge.layer.frame == badge.frame)
    #expect(badge.layer.needsDisplay())
  }

  /// UIKit's convenience initializers stay with a subclass that overrides the designated
  /// ones: `init()`, `init(type:)`, `init(frame:primaryAction:)`, a cell's `init()`, an
  /// effect view's `init(frame:)`.
  @Test func subclassesKeepUIKitsConvenienceInitializers() {
    let system = RoundButton(type: .system)
    #expect(system.buttonType == .system)
    #expect(system.layer.cornerRadius == 22)
    #expect(system.titleLabel?.textColor == .systemBlue)
    #expect(RoundButton().buttonType == .custom)
    #expect(RoundButton().titleLabel?.textColor == .white)
    let go = RoundButton(frame: .zero, primaryAction: UIAction(title: "Go") { _ in })
    #expect(go.title(for: .normal) == "Go" && go.layer.cornerRadius == 22)

    let cell = TitleCell()
    #expect(cell.textLabel?.text == "Title")
    #expect(cell.reuseIdentifier == nil)
    #expect(cell.frame.size == CGSize(width: 320, height: 44))
    #expect(UITableViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60)).bounds.height == 60)

    let frost = FrostView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    #expect(frost.effect is UIBlurEffect)
    #expect(frost.contentView.frame == frost.bounds)
    #expect(FrostView().effect is UIBlurEffect)
  }

  @Test func aControllerWithItsOwnInitializerLoadsAndIsPushed() {
    let root = DetailViewController(item: "Inbox")
    let navigation = UINavigationController(rootViewController: root)
    navigation.loadViewIfNeeded()
    #expect(root.title == "Inbox")
    #expect(root.nibName == nil)
    #expect(navigation.viewControllers == [root])
  }

  @Test func aControllerFromAnArchiveLoadsAPlainView() throws {
    let controller = try #require(StoryboardViewController(coder: emptyArchive()))
    #expect(controller.decoded)
    #expect(controller.view.bounds == UIScreen.main.bounds)
    #expect(controller.view.next === controller)
  }

  @Test func aNavigationControllerSubclassKeepsItsRoot() throws {
    let root = DetailViewController(item: "Root")
    let navigation = ModalNavigationController(rootViewController: root)
    #expect(navigation.viewControllers == [root])
    #expect(navigation.modalPresentationStyle == .fullScreen)
    let decoded = try #require(ModalNavigationController(coder: emptyArchive()))
    #expect(decoded.viewControllers.isEmpty)
    #expect(UINavigationController().viewControllers.isEmpty)
  }

  @Test func aLayoutSubclassIsSetUpEitherWay() throws {
    #expect(CarouselLayout().scrollDirection == .horizontal)
    let decoded = try #require(CarouselLayout(coder: emptyArchive()))
    #expect(decoded.scrollDirection == .horizontal)
  }

  @Test func uikitsOwnClassesFromAnArchiveAreMadeAsTheirPlainInitializersMakeThem() throws {
    let coder = try emptyArchive()
    let cell = try #require(UITableViewCell(coder: coder))
    #expect(cell.reuseIdentifier == nil)
    #expect(cell.frame.size == CGSize(width: 320, height: 44))
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentView.frame == cell.bounds)

    let item = try #require(UICollectionViewCell(coder: coder))
    #expect(item.contentView.superview === item)

    let collection = try #require(UICollectionView(coder: coder))
    #expect(collection.collectionViewLayout is UICollectionViewFlowLayout)
    #expect(collection.collectionViewLayout.collectionView === collection)

    let table = try #require(UITableView(coder: coder))
    #expect(table.style == .plain)

    let scroll = try #require(UIScrollView(coder: coder))
    #expect(scroll.clipsToBounds)
    #expect(scroll.gestureRecognizers?.contains(scroll.panGestureRecognizer) == true)

    let button = try #require(UIButton(coder: coder))
    #expect(button.buttonType == .custom)
    #expect(button.titleLabel?.superview === button)

    for view: UIView in [
      try #require(UILabel(coder: coder)), try #require(UIImageView(coder: coder)),
    ] {
      #expect(!view.isUserInteractionEnabled)
    }

    let effect = try #require(UIVisualEffectView(coder: coder))
    #expect(effect.contentView.superview === effect)
    #expect(effect.subviews.count == 2, "the blur's backdrop under the content view")

    let window = try #require(UIWindow(coder: coder))
    #expect(window.screen.bounds.size == .zero)
    #expect(window.backgroundColor == .black)

    let bar = try #require(UINavigationBar(coder: coder))
    #expect(!bar.subviews.isEmpty)
  }

  /// A layer subclass from an archive runs its own set-up and draws as one made in code.
  @Test func aLayerSubclassFromAnArchiveIsSetUp() throws {
    final class RingLayer: CAShapeLayer {
      required init() {
        super.init()
        setUp()
      }

      required init(layer: Any) { super.init(layer: layer) }

      required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
      }

      private func setUp() {
        path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        fillColor = nil
        strokeColor = UIColor.systemBlue.cgColor
        lineWidth = 4
      }
    }
    let decoded = try #require(RingLayer(coder: emptyArchive()))
    let made = RingLayer()
    #expect(decoded.lineWidth == 4 && decoded.fillColor == nil)
    for layer in [decoded, made] { layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40) }
    func drawn(_ layer: CALayer) -> DisplayList {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.layer.addSublayer(layer)
      var list = DisplayList()
      list.build(from: host)
      return list
    }
    #expect(drawn(decoded).commands == drawn(made).commands)
  }
}
