import Foundation
import SegueSDL
import Testing

/// The `segue` executable as a user runs it: good and bad command lines.
@Suite struct CommandLineTests {
  private func segue(_ arguments: String...) async throws -> TestSupport.Result {
    try await TestSupport.run(TestSupport.segueExecutable, arguments)
  }

  @Test func rendersTheDefaultSceneToAPNG() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("frame.png").path
    let result = try await segue("render", "--scene", "basics", "--size", "390x844", "--out", out)
    #expect(result.status == 0, "\(result.standardError)")
    let data = try Data(contentsOf: URL(fileURLWithPath: out))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test(arguments: ["0x0", "abc", "100000x3", "390x", "-5x10", "390x844x2"])
  func badSizeIsAUsageError(size: String) async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("frame.png").path
    // `--size=VALUE`: a separate "-5x10" would read as an option, not a value.
    let result = try await segue("render", "--size=\(size)", "--out", out)
    #expect(result.status == 2)
    #expect(result.standardError.contains("'\(size)'"), "\(result.standardError)")
    #expect(result.standardError.contains("--size"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func unknownSceneIsNamed() async throws {
    let result = try await segue("render", "--scene", "nope", "--out", "/tmp/never.png")
    #expect(result.status == 2)
    #expect(result.standardError.contains("unknown scene 'nope'"), "\(result.standardError)")
    #expect(result.standardError.contains("basics"))
  }

  @Test func unknownDeviceIsNamedWithThePresets() async throws {
    for command in ["render", "snapshot", "filmstrip"] {
      let result = try await segue(command, "--device", "iphone-x", "--out", "/tmp/never.png")
      #expect(result.status == 2, "\(command)")
      #expect(result.standardError.contains("unknown device 'iphone-x'"), "\(result.standardError)")
      #expect(
        result.standardError.contains("iphone-se, iphone-15, iphone-15-pro-max, ipad"),
        "\(result.standardError)")
    }
  }

  @Test func aDeviceSetsTheRenderSize() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("iphone-15.png").path
    let result = try await segue("render", "--device", "iphone-15", "--out", out)
    #expect(result.status == 0, "\(result.standardError)")
    let bitmap = try PNGFile.read(URL(fileURLWithPath: out))
    #expect(bitmap.width == 393 && bitmap.height == 852)
  }

  @Test func unwritableOutputIsNamedAndNothingIsLeft() async throws {
    let result = try await segue("render", "--out", "/nonexistent-folder/frame.png")
    #expect(result.status == 2)
    #expect(result.standardError.contains("/nonexistent-folder"), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent-folder"))

    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let directoryAsFile = try await segue("render", "--out", folder.path)
    #expect(directoryAsFile.status == 2)
    #expect(directoryAsFile.standardError.contains("is a directory"))
  }

  @Test func badScaleIsAUsageError() async throws {
    let result = try await segue("render", "--scale", "7", "--out", "/tmp/never.png")
    #expect(result.status == 2)
    #expect(result.standardError.contains("--scale"))
  }

  /// Checked before any window opens: no display is needed to be told.
  @Test(arguments: ["0", "4", "NaN", "two"])
  func badWindowScaleIsAUsageError(scale: String) async throws {
    let result = try await segue("--window-scale", scale)
    #expect(result.status == 2)
    #expect(result.standardError.contains("--window-scale"), "\(result.standardError)")
  }

  @Test func listsTheScenes() async throws {
    let result = try await segue("scenes")
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("basics"))
  }

  @Test func helpExitsZero() async throws {
    let result = try await segue("--help")
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("render"))
  }

  /// The playground's help names it as `segue`'s command (a package's own playground names
  /// its executable: `InitPackageTests`), and says what a config is without pointing at
  /// this checkout's Assets, which a package's playground has not got.
  @Test func thePlaygroundsHelpNamesSegueAndSaysWhatAConfigIs() async throws {
    let result = try await segue("playground", "--help")
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("USAGE: segue playground [--scene <scene>]"))
    #expect(result.standardOutput.contains("(the default command)"))
    #expect(result.standardOutput.contains("A scene config: a JSON file"))
    #expect(!result.standardOutput.contains("Assets"), "\(result.standardOutput)")
  }

  /// A first argument that names no command is a mistyped command, not a stray argument of
  /// the default command, the playground: the message names it, the nearest command when
  /// one is near, and every command.
  @Test func aMistypedCommandIsNamedWithTheCommands() async throws {
    let typo = try await segue("inti", "Cards")
    #expect(typo.status == 2)
    #expect(
      typo.standardError.contains("unknown command 'inti' (did you mean 'init'?)"),
      "\(typo.standardError)")
    #expect(
      typo.standardError.contains(
        "the commands: playground (the default), render, replay, compare, scenes, snapshot, "
          + "filmstrip, port, init, watch, report"),
      "\(typo.standardError)")
    #expect(!typo.standardError.contains("segue playground [--scene"), "\(typo.standardError)")

    let unknown = try await segue("deploy")
    #expect(unknown.status == 2)
    #expect(
      unknown.standardError.contains("unknown command 'deploy'; the commands: "),
      "\(unknown.standardError)")
  }

  @Test func compareExitsZeroOnMatchOneOnDifferenceAndWritesTheDiff() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = folder.appendingPathComponent("a.png")
    let b = folder.appendingPathComponent("b.png")
    var changed = Bitmap(width: 8, height: 8, fill: (200, 200, 200, 255))
    try PNGFile.write(changed, to: a)
    changed.pixels[(3 * 8 + 5) * 4] = 90
    try PNGFile.write(changed, to: b)

    let same = try await segue("compare", a.path, a.path)
    #expect(same.status == 0)
    #expect(same.standardOutput.hasPrefix("match"))

    let diff = folder.appendingPathComponent("diff.png").path
    let differ = try await segue("compare", a.path, b.path, "--diff", diff)
    #expect(differ.status == 1)
    #expect(differ.standardOutput.contains("1 of 64 pixels"), "\(differ.standardOutput)")
    #expect(differ.standardOutput.contains("x 5…5, y 3…3"))
    #expect(try PNGFile.read(URL(fileURLWithPath: diff))[5, 3] == (255, 0, 255, 255))

    let tolerated = try await segue("compare", a.path, b.path, "--tolerance", "110")
    #expect(tolerated.status == 0)
  }

  @Test func compareNamesAnUnreadableFile() async throws {
    let missing = try await segue("compare", "/nonexistent/a.png", "/nonexistent/b.png")
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("/nonexistent/a.png"))

    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let garbage = folder.appendingPathComponent("garbage.png")
    try Data("not a png".utf8).write(to: garbage)
    let broken = try await segue("compare", garbage.path, garbage.path)
    #expect(broken.status == 2)
    #expect(broken.standardError.contains(garbage.path), "\(broken.standardError)")
  }
}
