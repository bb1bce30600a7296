import Foundation
import Segue
import SegueDemos
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// A transition asserted on several devices: one reference per device and point, named by
/// the device, each carrying its device's name. The references in
/// `__Snapshots__/DeviceMatrixTests` were looked at before they were committed.
@MainActor
@Suite struct DeviceMatrixTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/DeviceMatrixTests")

  @Test func pushOnTwoDevices() throws {
    let scene = try #require(Scenes.named("navigation"))
    try assertTransition(
      try #require(scene.transition(named: "push")), of: scene,
      devices: [.iPhoneSE, .iPhone15], at: [0.5])
    for device in ["iphone-se", "iphone-15"] {
      let url = Self.folder.appendingPathComponent("pushOnTwoDevices.push-\(device)-p050.png")
      #expect(try PNGMetadata(png: Data(contentsOf: url))["Segue variant"] == device)
    }
    let small = try PNGFile.read(
      Self.folder.appendingPathComponent("pushOnTwoDevices.push-iphone-se-p050.png"))
    #expect((small.width, small.height) == (375, 667))
  }
}
