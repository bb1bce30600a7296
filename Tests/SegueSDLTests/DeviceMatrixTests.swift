import Foundation
import Segue
import SegueDemos
import SegueSDL
import SnapshotTesting
import Testing

@testable import SegueTesting

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

  /// `animated: true` with devices: one animated reference per device, named by the device,
  /// each carrying its device's name and the renderer's version, with the device's size.
  @Test func pushAsOneAnimationOnTwoDevices() throws {
    let scene = try #require(Scenes.named("navigation"))
    try assertTransition(
      try #require(scene.transition(named: "push")), of: scene,
      devices: [.iPhoneSE, .iPhone15], at: [0, 0.5, 1], animated: true)
    for (device, width) in [("iphone-se", 375), ("iphone-15", 393)] {
      let url = Self.folder.appendingPathComponent(
        "pushAsOneAnimationOnTwoDevices.push-\(device)-animation.png")
      let metadata = try PNGMetadata(png: Data(contentsOf: url))
      #expect(metadata["Segue variant"] == device)
      #expect(RendererVersion(metadata) == RendererVersion.current)
      let frames = try APNGFile.read(url)
      #expect(frames.count == 3)
      #expect(frames.first?.width == width)
    }
  }

  /// The report's entry of a comparison carries what its reference records: the device and
  /// the renderer that drew it.
  @Test func theManifestEntryCarriesTheReferencesText() throws {
    let artifacts = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let scene = try #require(Scenes.named("navigation"))
    let push = try #require(scene.transition(named: "push"))
    try SnapshotArtifacts.$folderOverride.withValue(artifacts) {
      // The committed reference of `pushOnTwoDevices`.
      try assertTransition(
        push, of: scene, devices: [.iPhoneSE], at: [0.5], testName: "pushOnTwoDevices()")
    }
    let (entries, _) = try SnapshotManifest(artifacts: artifacts).read()
    let entry = try #require(entries.first)
    #expect(entry.outcome == .passed)
    #expect(entry.referenceMetadata?["Segue variant"] == "iphone-se")
    #expect(entry.referenceMetadata?["Segue renderer"] == RendererVersion.current.renderer)
  }
}
