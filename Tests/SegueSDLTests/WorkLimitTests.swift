import Foundation
import Testing

/// The work and memory limits read from the environment: a lower one refuses what the
/// default allows, a higher one allows it, an unreadable one is a usage error naming it.
@Suite struct WorkLimitTests {
  private let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Recordings/basics-clicks.json").path

  private func segue(_ arguments: [String], _ environment: [String: String]) async throws
    -> TestSupport.Result
  {
    try await TestSupport.run(TestSupport.segueExecutable, arguments, environment: environment)
  }

  @Test func eachLimitIsSetByItsVariable() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = try await segue(
      ["replay", recording, "--out", folder.appendingPathComponent("o").path],
      ["SEGUE_MAX_FRAMES": "10"])
    #expect(frames.status == 2)
    #expect(frames.standardError.contains("past the limit of 10 frames"), "\(frames.standardError)")
    let memory = try await segue(
      ["render", "--scale", "3", "--out", folder.appendingPathComponent("f.png").path],
      ["SEGUE_MAX_MEMORY_MB": "10"])
    #expect(memory.status == 2)
    #expect(
      memory.standardError.contains("the frame needs about 115 MB, past the limit of 10 MB")
        && memory.standardError.contains("SEGUE_MAX_MEMORY_MB"), "\(memory.standardError)")
    #expect(FileSystemSupport.contents(of: folder) == [])
    // 390×844 points at scale 3 are 2,962,440 pixels.
    let render = ["render", "--scale", "3", "--out", folder.appendingPathComponent("f.png").path]
    let lowered = try await segue(render, ["SEGUE_MAX_PIXELS": "2962439"])
    #expect(lowered.status == 2)
    #expect(lowered.standardError.contains("1170×2532 pixels, past the limit of 2962439 pixels"))
    let raised = try await segue(render, ["SEGUE_MAX_PIXELS": "2962440"])
    #expect(raised.status == 0, "\(raised.standardError)")
  }

  @Test(arguments: ["SEGUE_MAX_FRAMES", "SEGUE_MAX_PIXELS", "SEGUE_MAX_MEMORY_MB"])
  func anUnreadableLimitIsAUsageError(variable: String) async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("f.png").path
    let result = try await segue(["render", "--out", out], [variable: "lots"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("\(variable) 'lots' is not a positive whole number"))
    #expect(FileSystemSupport.contents(of: folder) == [])
  }
}
