import Foundation
import Testing

@testable import Segue

/// `hidesBottomBarWhenPushed`: the tab bar slides out with a push and back with the pop, as
/// on iOS (issue 15, point 5).
@MainActor
@Suite struct HidesBottomBarTests {
  final class PhotoViewController: UIViewController {
    init() {
      super.init(nibName: nil, bundle: nil)
      hidesBottomBarWhenPushed = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test func theTabBarSlidesOutWithThePushAndBackWithThePop() {
    let library = UIViewController()
    library.title = "Library"
    let navigation = UINavigationController(rootViewController: library)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    let window = makeWindow(root: tabs, device: .iPhone15)
    window.layoutIfNeeded()
    let resting = tabs.tabStrip.frame
    #expect(resting.minX == 0 && resting.maxY == 852)
    #expect(tabs.contentView.frame.size == CGSize(width: 393, height: 803))

    navigation.pushViewController(PhotoViewController(), animated: true)
    window.step(frames: 11)
    let midPush = tabs.tabStrip.presentation().frame.minX
    #expect(midPush < -50 && midPush > -343, "sliding out to the left: \(midPush)")
    window.step(frames: 20)
    #expect(tabs.tabStrip.frame.maxX <= 0)
    #expect(tabs.contentView.frame.height == 852, "the pushed page takes the bar's place")

    let more = UIViewController()
    navigation.pushViewController(more, animated: false)
    #expect(tabs.tabStrip.frame.maxX <= 0, "still out for what is pushed after it")
    navigation.popViewController(animated: false)

    navigation.popViewController(animated: true)
    window.step(frames: 11)
    let midPop = tabs.tabStrip.presentation().frame.minX
    #expect(midPop < -50 && midPop > -343, "coming back from the left: \(midPop)")
    window.step(frames: 20)
    #expect(tabs.tabStrip.frame == resting)
    #expect(tabs.contentView.frame.size == CGSize(width: 393, height: 803))
  }
}
