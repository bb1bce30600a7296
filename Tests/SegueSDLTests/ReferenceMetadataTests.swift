import Foundation
import Segue
import SegueSDL
import SegueTesting
import SnapshotTesting
import Testing

/// References carry the renderer and library versions and their variant in tEXt chunks; a
/// failure against a reference from another renderer version, or of another device, says so.
@MainActor
@Suite struct ReferenceMetadataTests {
  private let red = Bitmap(width: 4, height: 4, fill: (255, 0, 0, 255))
  private let blue = Bitmap(width: 4, height: 4, fill: (0, 0, 255, 255))

  @Test func aRecordedReferenceCarriesTheVersions() throws {
    let data = Snapshotting<Bitmap, Bitmap>.image().diffing.toData(red)
    let metadata = try PNGMetadata(png: data)
    #expect(RendererVersion(metadata) == RendererVersion.current)
    #expect(metadata["Segue renderer"] == String(RendererVersion.segueRenderer))
    #expect(metadata["cairo"]?.split(separator: ".").count == 3)
    #expect(metadata["pixman"]?.split(separator: ".").count == 3)
    #expect(metadata["libpng"]?.hasPrefix("1.6") == true)
    #expect(metadata["Segue variant"] == nil)
  }

  @Test func aDeviceReferenceCarriesItsDevice() throws {
    let strategy = Snapshotting<UIViewController, Bitmap>.image(device: .iPhoneSE)
    let data = strategy.diffing.toData(red)
    #expect(try PNGMetadata(png: data)["Segue variant"] == "iphone-se")
  }

  @Test func aDeviceReferenceInDarkCarriesBoth() throws {
    let strategy = Snapshotting<UIViewController, Bitmap>.image(
      device: .iPhoneSE, appearance: .dark)
    #expect(try PNGMetadata(png: strategy.diffing.toData(red))["Segue variant"] == "iphone-se.dark")
  }

  @Test func aReferenceFromAnotherRendererVersionIsNamedInTheFailure() throws {
    var old = RendererVersion.current
    old.renderer = "0"
    let diffing = Snapshotting<Bitmap, Bitmap>.image().diffing
    let reference = diffing.fromData(try PNGFile.encode(red, metadata: old.metadata))
    let message = try #require(diffing.diffV2(reference, blue)?.0)
    #expect(
      message.hasPrefix(
        "The reference was drawn by Segue renderer 0, this is renderer "
          + "\(RendererVersion.segueRenderer)"), "\(message)")
    #expect(message.contains("Images differ: 16 of 16 pixels"), "\(message)")
  }

  @Test func theSameRendererSaysNothingMore() throws {
    let diffing = Snapshotting<Bitmap, Bitmap>.image().diffing
    let reference = diffing.fromData(diffing.toData(red))
    let message = try #require(diffing.diffV2(reference, blue)?.0)
    #expect(message.hasPrefix("Images differ: "), "\(message)")
  }

  @Test func aReferenceOfAnotherDeviceIsReportedAsSuch() throws {
    let seReference = Snapshotting<UIViewController, Bitmap>.image(device: .iPhoneSE)
      .diffing.toData(red)
    let diffing = Snapshotting<UIViewController, Bitmap>.image(device: .iPhone15).diffing
    let message = try #require(diffing.diffV2(diffing.fromData(seReference), blue)?.0)
    #expect(
      message.contains("The reference is of variant 'iphone-se', not 'iphone-15'."), "\(message)")
  }

  @Test func thePerceptualModeIsNamedInTheFailure() throws {
    let diffing = Snapshotting<Bitmap, Bitmap>.image(perceptualThreshold: 0.2).diffing
    let message = try #require(diffing.diffV2(diffing.fromData(diffing.toData(red)), blue)?.0)
    #expect(message.contains("perceptual (YIQ), threshold 0.2"), "\(message)")
  }
}
