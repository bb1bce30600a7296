import Segue
import SegueTesting
import SnapshotTesting
import Testing

/// The status bar each device preset draws, in the style the deciding controller asks for.
/// The reference PNGs in `__Snapshots__/StatusBarGoldenTests` were looked at before they
/// were committed: "9:41" and a full battery in the ears beside the Dynamic Island (black on
/// the light page for `.default` and `.darkContent`, white on the dark page for
/// `.lightContent` and for `.default` in the dark appearance), none when hidden, and the
/// iPhone SE's and iPad's bars in their 20- and 24-point strips.
@MainActor
@Suite struct StatusBarGoldenTests {
  final class StyledViewController: UIViewController {
    var style = UIStatusBarStyle.default
    var hidden = false
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
    }
  }

  /// The top 60 points of a window on `device` showing a controller of `style`.
  func statusBar(
    _ style: UIStatusBarStyle, hidden: Bool = false, page: UIColor? = nil,
    appearance: UIUserInterfaceStyle = .light, device: DeviceDescription = .iPhone15
  ) -> UIView {
    let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
    window.screen = UIScreen(device: device)
    window.setSystemAppearance(appearance)
    let controller = StyledViewController()
    controller.style = style
    controller.hidden = hidden
    window.rootViewController = controller
    if let page { controller.view.backgroundColor = page }
    window.layoutIfNeeded()
    return window
  }

  func top(of device: DeviceDescription) -> CGSize {
    CGSize(width: device.screenSize.width, height: 60)
  }

  @Test func defaultStyleInLight() {
    assertSnapshot(of: statusBar(.default), as: .image(size: top(of: .iPhone15)), named: "default")
  }

  @Test func defaultStyleInDark() {
    assertSnapshot(
      of: statusBar(.default, appearance: .dark), as: .image(size: top(of: .iPhone15)),
      named: "default-dark")
  }

  @Test func lightContent() {
    assertSnapshot(
      of: statusBar(.lightContent, page: .systemIndigo), as: .image(size: top(of: .iPhone15)),
      named: "light-content")
  }

  @Test func darkContent() {
    assertSnapshot(
      of: statusBar(.darkContent, page: .systemYellow), as: .image(size: top(of: .iPhone15)),
      named: "dark-content")
  }

  @Test func hidden() {
    assertSnapshot(
      of: statusBar(.default, hidden: true), as: .image(size: top(of: .iPhone15)), named: "hidden")
  }

  @Test func onTheOtherDevices() {
    for device in [DeviceDescription.iPhoneSE, .iPad] {
      assertSnapshot(
        of: statusBar(.default, device: device), as: .image(size: top(of: device)),
        named: device.name)
    }
  }
}
