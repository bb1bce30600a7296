import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// The basics scene on each device preset (`--device`): the screen's size, its rounded
/// display corners, and the controller's view inside the safe area the device keeps clear.
/// Each reference PNG in `__Snapshots__/DeviceGoldenTests` was looked at before it was
/// committed.
@MainActor
@Suite struct DeviceGoldenTests {
  @Test(arguments: DeviceDescription.presets.map(\.name))
  func basicsOnEachDevice(device name: String) throws {
    let device = try #require(DeviceDescription.preset(named: name))
    let scene = try #require(Scenes.named("basics"))
    let window = scene.makeWindow(size: device.screenSize, device: device)
    assertSnapshot(of: window as UIView, as: .image(), named: name)
  }
}
