import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// The bubble scene on each device preset (`--device`): the screen's size, its rounded
/// display corners, the title below the status bar or Dynamic Island and the button above
/// the home indicator (both pinned to `safeAreaLayoutGuide`), under the device's status bar
/// ("9:41" and the battery, dark content on the light page).
/// Each reference PNG in `__Snapshots__/DeviceGoldenTests` was looked at before it was
/// committed (the navigation one too).
@MainActor
@Suite struct DeviceGoldenTests {
  @Test(arguments: DeviceDescription.presets.map(\.name))
  func bubbleOnEachDevice(device name: String) throws {
    let device = try #require(DeviceDescription.preset(named: name))
    let scene = try #require(Scenes.named("bubble"))
    let window = scene.makeWindow(size: device.screenSize, device: device)
    assertSnapshot(of: window as UIView, as: .image(), named: name)
  }

  /// The navigation scene on the iPhone 15: the title strip below the status bar and the
  /// Dynamic Island, its background reaching up under them.
  @Test func navigationOnTheIPhone15() throws {
    let scene = try #require(Scenes.named("navigation"))
    let window = scene.makeWindow(size: DeviceDescription.iPhone15.screenSize, device: .iPhone15)
    assertSnapshot(of: window as UIView, as: .image(), named: "navigation")
  }
}
