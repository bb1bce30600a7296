import Foundation
import Testing

@testable import Segue

/// The navigation bar as iOS code configures it: bar buttons drawn and tapped, appearances,
/// large titles, hiding the bar (issue 15, point 5).
@MainActor
@Suite struct NavigationBarTests {
  final class EditorViewController: UIViewController {
    var taps: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Notes"
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .cancel, target: self
      ) { [unowned self] _ in taps.append("cancel") }
      navigationItem.rightBarButtonItems = [
        UIBarButtonItem(barButtonSystemItem: .add, target: self) { [unowned self] _ in
          taps.append("add")
        },
        UIBarButtonItem(title: "Edit", style: .plain, target: self) { [unowned self] _ in
          taps.append("edit")
        },
      ]
    }
  }

  func click(_ window: UIWindow, _ point: CGPoint, at time: TimeInterval) {
    window.handle(PointerInput(phase: .down, location: point, timestamp: time))
    window.handle(PointerInput(phase: .up, location: point, timestamp: time + 0.08))
  }

  func buttons(_ navigation: UINavigationController) -> [BarButtonView] {
    navigation.navigationBar.itemView.subviews.compactMap { $0 as? BarButtonView }
  }

  @Test func barButtonsSitAtTheEndsOfTheTitleRowAndRunTheirActionsWhenTapped() throws {
    let editor = EditorViewController()
    let navigation = UINavigationController(rootViewController: editor)
    let window = makeWindow(root: navigation, device: .iPhone15)
    window.layoutIfNeeded()

    let frames = buttons(navigation).map { $0.convert($0.bounds, to: window) }
    try #require(frames.count == 3)
    #expect(frames[0].minX == 16 && frames[0].minY == 59 && frames[0].height == 44, "Cancel")
    #expect(frames[1].maxX == 393 - 16 && frames[1].width == 20, "the plus, outermost")
    #expect(frames[2].maxX == frames[1].minX - 8, "Edit, inside it")

    click(window, CGPoint(x: frames[1].midX, y: frames[1].midY), at: 1)
    click(window, CGPoint(x: frames[2].midX, y: frames[2].midY), at: 2)
    click(window, CGPoint(x: frames[0].midX, y: frames[0].midY), at: 3)
    click(window, CGPoint(x: 196, y: 80), at: 4)
    #expect(editor.taps == ["add", "edit", "cancel"], "the title between them is no button")

    editor.navigationItem.rightBarButtonItems?[1].isEnabled = false
    click(window, CGPoint(x: frames[2].midX, y: frames[2].midY), at: 5)
    #expect(editor.taps.count == 3, "a disabled item does nothing")
  }

  @Test func theBarsTintAndItsTitleAttributesDrawTheBarAndItsButtons() throws {
    let editor = EditorViewController()
    let navigation = UINavigationController(rootViewController: editor)
    let window = makeWindow(root: navigation, device: .iPhone15)
    let bar = navigation.navigationBar
    bar.tintColor = .systemOrange
    bar.barTintColor = .systemIndigo
    bar.titleTextAttributes = [
      .foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20),
    ]
    window.layoutIfNeeded()
    #expect(bar.backgroundColor == .systemIndigo)
    #expect(bar.titleLabel.textColor == .white && bar.titleLabel.font.pointSize == 20)
    let label = try #require(buttons(navigation).last?.subviews.first as? UILabel)
    #expect(label.text == "Edit" && label.textColor == .systemOrange)

    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemTeal
    appearance.titleTextAttributes = [.foregroundColor: UIColor.black]
    bar.standardAppearance = appearance
    #expect(bar.backgroundColor == .systemTeal, "an appearance wins over barTintColor")
    #expect(bar.titleLabel.textColor == .black)

    let itemAppearance = UINavigationBarAppearance()
    itemAppearance.configureWithTransparentBackground()
    editor.navigationItem.standardAppearance = itemAppearance
    #expect(bar.backgroundColor == .clear, "the top item's appearance wins over the bar's")
  }

  @Test func aLargeTitleAddsARowUnderTheBarAndAPushedItemCanTurnItOff() {
    let root = UIViewController()
    root.title = "Mail"
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    let window = makeWindow(root: navigation, device: .iPhone15)
    window.layoutIfNeeded()
    let bar = navigation.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 59 + 44 + 52))
    #expect(navigation.contentView.frame.minY == 103, "under the large-title row")
    #expect(root.view.safeAreaInsets.top == 52, "which it keeps clear")
    #expect(bar.itemView.largeTitle.text == "Mail" && !bar.itemView.largeTitle.isHidden)
    #expect(bar.itemView.largeTitle.font == .boldSystemFont(ofSize: 34))
    #expect(bar.titleLabel.alpha == 0, "the inline title hides while the large one shows")
    #expect(bar.backgroundColor == .clear, "no scrollEdgeAppearance: transparent, as iOS 15")

    let message = UIViewController()
    message.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(message, animated: false)
    window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 103))
    #expect(bar.titleLabel.alpha == 1 && bar.backgroundColor == .secondarySystemBackground)

    let reply = UIViewController()
    navigation.pushViewController(reply, animated: false)
    #expect(!navigation.showsLargeTitle(for: reply), ".automatic takes the one below")
    reply.navigationItem.largeTitleDisplayMode = .always
    #expect(navigation.showsLargeTitle(for: reply))
  }

  @Test func theBarShrinksWithThePushOfAControllerWithoutALargeTitle() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.prefersLargeTitles = true
    let edge = UINavigationBarAppearance()
    edge.configureWithOpaqueBackground()
    let scrollEdge = UINavigationBarAppearance(barAppearance: edge)
    scrollEdge.backgroundColor = .systemYellow
    navigation.navigationBar.scrollEdgeAppearance = scrollEdge
    let window = makeWindow(root: navigation, device: .iPhone15)
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.backgroundColor == .systemYellow)
    #expect(edge.backgroundColor == .systemBackground, "a copy is its own")
    #expect((edge.copy() as? UINavigationBarAppearance)?.backgroundColor == .systemBackground)

    let detail = UIViewController()
    detail.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(detail, animated: true)
    window.step(frames: 11)
    let height = navigation.navigationBar.presentation().bounds.height
    #expect(height > 103 && height < 155, "mid-push: \(height)")
    window.step(frames: 20)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 393, height: 103))
    #expect(navigation.navigationBar.backgroundColor == .secondarySystemBackground)
  }

  @Test func hidingTheBarSlidesItUpAndTheContentTakesTheSafeArea() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = makeWindow(root: navigation, device: .iPhone15)
    window.layoutIfNeeded()
    #expect(root.view.safeAreaInsets.top == 0)

    navigation.setNavigationBarHidden(true, animated: true)
    #expect(navigation.isNavigationBarHidden)
    window.step(frames: 6)  // 0.1 s of 0.2 s
    let bar = navigation.navigationBar.presentation().frame
    #expect(bar.minY < 0 && bar.minY > -103, "mid-slide: \(bar)")
    window.step(frames: 12)
    #expect(navigation.navigationBar.isHidden)
    #expect(navigation.navigationBar.frame.maxY == 0)
    #expect(navigation.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    window.layoutIfNeeded()
    #expect(root.view.safeAreaInsets.top == 59, "the status bar is the content's now")

    navigation.isNavigationBarHidden = false
    #expect(!navigation.navigationBar.isHidden && navigation.contentView.frame.minY == 103)
  }

  @Test func hidingTheBarInViewWillAppearAnimatesAlongsideThePush() {
    final class FullScreenPhoto: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
      }
    }
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = makeWindow(root: navigation, device: .iPhone15)
    window.layoutIfNeeded()
    navigation.pushViewController(FullScreenPhoto(), animated: true)
    window.step(frames: 11)  // about half of the 0.35 s push
    let bar = navigation.navigationBar.presentation().frame
    #expect(bar.minY < -10 && bar.minY > -93, "mid-push, mid-slide: \(bar)")
    window.step(frames: 20)
    #expect(navigation.navigationBar.isHidden && navigation.navigationBar.frame.maxY == 0)
  }
}
