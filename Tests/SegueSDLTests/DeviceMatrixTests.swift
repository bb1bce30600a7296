import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import SnapshotTesting
import Synchronization
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

  /// Two devices × two appearances: four references, named device then appearance, each
  /// carrying its variant's name and drawn in its appearance: the green page being pushed
  /// is `.systemGreen`, Apple's (52, 199, 89) in light and (48, 209, 88) in dark.
  @Test func pushOnTwoDevicesInTwoAppearances() throws {
    let scene = try #require(Scenes.named("navigation"))
    try assertTransition(
      try #require(scene.transition(named: "push")), of: scene,
      devices: [.iPhoneSE, .iPhone15], appearances: [.light, .dark], at: [0.5])
    var files: Set<String> = []
    for (device, width) in [("iphone-se", 375), ("iphone-15", 393)] {
      for (appearance, green) in [("light", (52, 199, 89)), ("dark", (48, 209, 88))] {
        let file = "pushOnTwoDevicesInTwoAppearances.push-\(device)-\(appearance)-p050.png"
        let url = Self.folder.appendingPathComponent(file)
        #expect(
          try PNGMetadata(png: Data(contentsOf: url))["Segue variant"] == "\(device).\(appearance)")
        let image = try PNGFile.read(url)
        #expect(image.width == width)
        // The middle of the page being pushed in, halfway across at p = 0.5.
        let pixel = image[width * 3 / 4, image.height / 2]
        #expect(
          (Int(pixel.r), Int(pixel.g), Int(pixel.b)) == green, "\(file): \(pixel)")
        files.insert(file)
      }
    }
    #expect(files.count == 4)
  }

  /// The window's `assertTransition` on a device in dark: the window becomes the device's
  /// screen (its size, status bar and corners) and shows the dark system colors, and the
  /// reference is named by both and carries both.
  @Test func aWindowsTransitionOnADeviceInDark() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 480))
    let home = UIViewController()
    home.view.backgroundColor = .systemBackground
    window.rootViewController = home
    window.makeKeyAndVisible()
    try assertTransition(
      named: "sheet", in: window, device: .iPhoneSE, appearance: .dark, at: [0.5]
    ) {
      let detail = UIViewController()
      detail.view.backgroundColor = .systemBlue
      home.present(detail, animated: true)
    }
    let url = Self.folder.appendingPathComponent(
      "aWindowsTransitionOnADeviceInDark.sheet-iphone-se-dark-p050.png")
    #expect(try PNGMetadata(png: Data(contentsOf: url))["Segue variant"] == "iphone-se.dark")
    let image = try PNGFile.read(url)
    #expect((image.width, image.height) == (375, 667))
    // Below the status bar, above the sheet coming up from the bottom: the dark home page.
    let page = image[187, 40]
    #expect(page.r < 40 && page.g < 40 && page.b < 40, "\(page)")
  }

  /// A recorded drag replayed in both appearances: one reference each, named and marked by
  /// its appearance; the navigation bar above the pages is light gray in light, near black
  /// in dark.
  @Test func popReplayInTwoAppearances() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/Recordings/navigation-pop-finished.json")
    let recording = try InputRecording(jsonData: try Data(contentsOf: url), source: url.path)
    try assertReplay(
      recording, scenes: Scenes.all, frames: .times([80.0 / 60]), appearances: [.light, .dark],
      scale: 0.5)
    for (appearance, bar) in [("light", 200...255), ("dark", 0...60)] {
      let file = Self.folder.appendingPathComponent(
        "popReplayInTwoAppearances.\(appearance)-t1-333.png")
      #expect(try PNGMetadata(png: Data(contentsOf: file))["Segue variant"] == appearance)
      // Left of the back button's chevron (8 points in), near the bar's top.
      let pixel = try PNGFile.read(file)[2, 6]
      #expect(bar.contains(Int(pixel.r)), "\(appearance): \(pixel)")
    }
  }

  /// `.unspecified` is no appearance a window shows: asserted as light, named so, with one
  /// warning naming it.
  @Test func anUnspecifiedAppearanceIsAssertedAsLightWithOneWarning() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try #require(Scenes.named("navigation"))
    let push = try #require(scene.transition(named: "push"))
    let warnings = Mutex<[String]>([])
    // No reference in the folder: the one failure is the missing reference.
    let failures = try Diagnostics.$sink.withValue({ warning in
      warnings.withLock { $0.append(warning) }
    }) {
      try TestSupport.snapshotFailures(in: folder, references: folder) {
        try assertTransition(
          push, of: scene, appearances: [.unspecified], at: [0.5], testName: "unspecified")
      }
    }
    #expect(
      warnings.withLock { $0 } == [
        "appearance .unspecified is not one a window shows; asserted as .light instead"
      ])
    #expect(failures.count == 1)
    let (entries, _) = try SnapshotManifest(artifacts: folder).read()
    let reference = try #require(entries.first?.reference)
    #expect(reference.hasSuffix("unspecified.push-light-p050.png"), "\(reference)")
  }

  /// The committed light reference where the dark one is looked for: the failure names the
  /// variants, not only the pixels.
  @Test func aLightReferenceComparedAsDarkIsNamedAsAVariantMismatch() throws {
    let references = try TestSupport.temporaryDirectory()
    let artifacts = try TestSupport.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: references)
      try? FileManager.default.removeItem(at: artifacts)
    }
    try FileManager.default.copyItem(
      at: Self.folder.appendingPathComponent(
        "pushOnTwoDevicesInTwoAppearances.push-iphone-15-light-p050.png"),
      to: references.appendingPathComponent("lightAsDark.push-iphone-15-dark-p050.png"))
    let scene = try #require(Scenes.named("navigation"))
    let push = try #require(scene.transition(named: "push"))
    let messages = try TestSupport.snapshotFailures(in: artifacts, references: references) {
      try assertTransition(
        push, of: scene, devices: [.iPhone15], appearances: [.dark], at: [0.5],
        testName: "lightAsDark")
    }
    #expect(messages.count == 1)
    let message = try #require(messages.first)
    #expect(
      message.contains("The reference is of variant 'iphone-15.light', not 'iphone-15.dark'."),
      "\(message)")
    #expect(message.contains("Images differ"), "\(message)")
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
