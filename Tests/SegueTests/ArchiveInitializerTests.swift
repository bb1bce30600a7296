import Foundation
import Segue
import Testing

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

  /// An archive with nothing in it, as `NSKeyedUnarchiver` reads one.
  private func emptyArchive() throws -> NSCoder {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    archiver.finishEncoding()
    return try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
  }

  @Test func aViewFromAnArchiveRunsItsSetUpAndIsBackedByItsLayer() throws {
    let badge = try #require(BadgeView(coder: emptyArchive()))
    #expect(badge.frame == .zero)
    #expect(badge.subviews == [badge.label])
    #expect(badge.layer.cornerRadius == 8)
    #expect(badge.layer.backgroundColor == UIColor.systemRed.cgColor)
    #expect(badge.layer.delegate === badge)
    badge.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(badge.layer.frame == badge.frame)
    #expect(badge.layer.needsDisplay())
  }

  @Test func aViewFromAFrameAndFromAnArchiveAreAlike() throws {
    let framed = BadgeView(frame: .zero)
    let decoded = try #require(BadgeView(coder: emptyArchive()))
    #expect(framed.bounds == decoded.bounds && framed.center == decoded.center)
    #expect(framed.subviews.count == decoded.subviews.count)
    #expect(framed.backgroundColor == decoded.backgroundColor)
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
    #expect(controller.nibName == nil)
    #expect(controller.view.bounds == UIScreen.main.bounds)
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
    #expect(effect.effect == nil)
    #expect(effect.contentView.superview === effect)

    let window = try #require(UIWindow(coder: coder))
    #expect(window.bounds == .zero)
    #expect(window.backgroundColor == .black)

    let bar = try #require(UINavigationBar(coder: coder))
    #expect(!bar.subviews.isEmpty)
  }

  @Test func layersFromAnArchiveHaveTheirDefaults() throws {
    let coder = try emptyArchive()
    let shape = try #require(CAShapeLayer(coder: coder))
    #expect(shape.lineWidth == 1)
    #expect(shape.fillColor == CAShapeLayer().fillColor)
    let gradient = try #require(CAGradientLayer(coder: coder))
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
    let layer = try #require(CALayer(coder: coder))
    #expect(layer.opacity == 1 && layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
  }
}
