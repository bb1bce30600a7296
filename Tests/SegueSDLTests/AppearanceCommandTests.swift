import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// `--appearance light|dark` on the commands that show a scene, and the system colors a
/// scene draws in each. The reference PNGs in `__Snapshots__/AppearanceCommandTests` were
/// looked at before they were committed: the basics scene with a black title on a white page
/// in light; a white title on a black page and the cards in their dark variants in dark.
@Suite struct AppearanceCommandTests {
  private func segue(_ arguments: String...) async throws -> TestSupport.Result {
    try await TestSupport.run(TestSupport.segueExecutable, arguments)
  }

  @Test func anUnknownAppearanceIsAUsageErrorOnEveryCommandThatShowsAScene() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out").path
    let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/Recordings/basics-clicks.json").path
    for command in [
      ["render", "--out", out], ["snapshot", "--out", out], ["replay", recording, "--out", out],
      ["playground"],
    ] {
      let result = try await TestSupport.run(
        TestSupport.segueExecutable, command + ["--appearance", "sepia"])
      #expect(result.status == 2, "\(command)")
      #expect(
        result.standardError.contains("unknown appearance 'sepia'; the appearances: light, dark"),
        "\(result.standardError)")
      #expect(!FileManager.default.fileExists(atPath: out), "nothing written")
    }
  }

  @Test func everyCommandThatTakesAnAppearanceTakesReduceMotion() async throws {
    for command in ["playground", "render", "snapshot", "filmstrip", "replay"] {
      let result = try await segue(command, "--help")
      #expect(result.status == 0 && result.standardOutput.contains("--reduce-motion"), "\(command)")
    }
  }

  @Test func renderDrawsTheSystemColorsForTheAppearance() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var pages: [String: [UInt8]] = [:]
    for appearance in ["light", "dark"] {
      let out = folder.appendingPathComponent("\(appearance).png").path
      let result = try await segue(
        "render", "--scene", "basics", "--appearance", appearance, "--out", out)
      #expect(result.status == 0, "\(result.standardError)")
      let bitmap = try PNGFile.read(URL(fileURLWithPath: out))
      // The page (`.systemBackground`) in the bottom-left corner.
      let pixel = bitmap[2, bitmap.height - 3]
      pages[appearance] = [pixel.r, pixel.g, pixel.b, pixel.a]
    }
    #expect(pages["light"] == [255, 255, 255, 255])
    #expect(pages["dark"] == [0, 0, 0, 255])
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  @MainActor func theBasicsScene(in appearance: UIUserInterfaceStyle) throws {
    let scene = try #require(Scenes.named("basics"))
    let window = scene.makeWindow(size: CGSize(width: 390, height: 844), appearance: appearance)
    assertSnapshot(
      of: window as UIView, as: .image(), named: appearance == .dark ? "dark" : "light")
  }
}
