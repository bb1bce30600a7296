import Foundation
import Testing

@testable import Segue

/// The safe area as iOS code reads it: a window on a device's screen, a controller whose
/// view pins content to `safeAreaLayoutGuide`, the change callbacks, and
/// `additionalSafeAreaInsets`.
@MainActor
@Suite struct SafeAreaTests {
  final class ProbeView: UIView {
    var changes: [UIEdgeInsets] = []
    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      changes.append(safeAreaInsets)
    }
  }

  final class PinnedController: UIViewController {
    let header = ProbeView()
    let footer = ProbeView()
    var controllerChanges = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      for bar in [header, footer] {
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
      }
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 44),
        footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        footer.heightAnchor.constraint(equalToConstant: 49),
      ])
    }

    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      controllerChanges += 1
    }
  }

  private func window(
    _ device: DeviceDescription, controller: UIViewController = PinnedController()
  ) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
    window.screen = UIScreen(device: device)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test func aControllerPinnedToTheSafeAreaClearsTheDynamicIslandAndHomeIndicator() throws {
    let controller = PinnedController()
    let window = window(.iPhone15, controller: controller)
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(controller.view.safeAreaInsets == window.safeAreaInsets)
    #expect(controller.header.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(controller.footer.frame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 49))
    // A view below the top inset has none of it left; the footer reaches the home indicator.
    #expect(controller.header.safeAreaInsets == .zero)
    #expect(controller.footer.safeAreaInsets.bottom == 0)
    #expect(
      controller.view.safeAreaLayoutGuide.layoutFrame
        == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
  }

  @Test func aViewThatReachesIntoTheInsetsKeepsTheOverlap() {
    let window = window(.iPhoneSE)
    let strip = UIView(frame: CGRect(x: 10, y: 5, width: 100, height: 40))
    window.rootViewController!.view.addSubview(strip)
    // The 20 pt status bar covers the strip's top 15 points; the SE has no home indicator.
    #expect(strip.safeAreaInsets == UIEdgeInsets(top: 15, left: 0, bottom: 0, right: 0))
  }

  @Test func turningTheDeviceMovesTheInsetsToTheSidesAndTellsTheViews() throws {
    let controller = PinnedController()
    let window = window(.iPhone15, controller: controller)
    #expect(controller.header.changes.isEmpty)
    let changesBefore = controller.controllerChanges
    window.screen.configure(size: CGSize(width: 852, height: 393), scale: 3)
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    window.layoutIfNeeded()
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(controller.controllerChanges == changesBefore + 1)
    #expect(controller.header.frame == CGRect(x: 59, y: 0, width: 852 - 118, height: 44))
    // The header stays inside the safe area: it hears nothing. The full-width footer now
    // reaches under the sensor housing on both sides.
    #expect(controller.header.changes.isEmpty)
    #expect(controller.footer.changes == [UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59)])
    // Nothing changed since: no second call.
    window.layoutIfNeeded()
    #expect(controller.controllerChanges == changesBefore + 1)
  }

  @Test func theFirstLayoutOnADeviceCallsTheChangeCallbacksOnce() {
    let controller = PinnedController()
    let window = window(.iPad, controller: controller)
    #expect(controller.controllerChanges == 1)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(controller.view.window === window)
  }

  @Test func additionalSafeAreaInsetsAddToTheControllersViewAndItsSubviews() {
    let controller = PinnedController()
    let window = window(.iPhone15, controller: controller)
    let changesBefore = controller.controllerChanges
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    #expect(controller.header.frame.minY == 103)
    // The solver's sum lands within a rounding error of the edge.
    #expect(abs(controller.footer.frame.maxY - (852 - 83)) < 1e-9)
    #expect(controller.controllerChanges == changesBefore + 1)
    // The window's own insets stay the device's.
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func aWindowMadeWithAFrameHasAPlainScreenOfItsSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(window.screen.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(window.screen.device.name == "custom")
    #expect(window.safeAreaInsets == .zero)
  }

  @Test func aViewOutsideAnyWindowHasNoSafeArea() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.safeAreaInsets == .zero)
  }
}
