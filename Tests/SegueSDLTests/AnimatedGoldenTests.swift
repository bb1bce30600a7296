import Foundation
import Segue
import SegueDemos
import SeguePlaygroundCore
import SegueSDL
import SnapshotTesting
import Testing

@testable import SegueTesting

/// Whole animations as one animated PNG reference each, compared frame by frame:
/// `__Snapshots__/AnimatedGoldenTests/*.png` (APNGs; each looked at frame by frame through
/// its filmstrip before it was committed).
@MainActor
@Suite struct AnimatedGoldenTests {
  /// The README's card slide, every 60 Hz frame of its 0.3 s: 19 frames.
  @Test func cardSlideAsOneAnimation() throws {
    try assertCardAnimation(CardSlideDelegate())
  }

  /// The navigation scene's pop, dragged by a recorded finger and released: every fourth
  /// 60 Hz frame from the touch to the settled page, at half scale.
  @Test func navigationPopReplayAsOneAnimation() throws {
    try assertReplay(
      try InputRecording.asset("navigation-pop-finished"), scenes: Scenes.all,
      frames: Self.dragFrames, scale: 0.5, animated: true)
  }

  static let dragFrames = ReplayFrames.times(
    stride(from: 48, through: 116, by: 4).map { Double($0) / 60 })

  /// The card one point lower at its end: the failure names the first frame where the card
  /// shows differently, its time and progress, and how many frames differ, and leaves that
  /// frame's images and a filmstrip of the differing stretch.
  @Test func aOnePointAnimatorChangeNamesTheFirstDifferingFrame() throws {
    let nudged = CardSlideDelegate()
    nudged.animator.top += 1
    let artifacts = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let messages = try failures(in: artifacts) { try assertCardAnimation(nudged) }
    #expect(messages.count == 1)
    let message = try #require(messages.first)
    // The card slides in from below the 480-point window: at frames 0 and 1 it is still out
    // of sight, at frame 2 (1/30 s) its top edge shows along the bottom, and from there on
    // every frame differs.
    let first = try #require(
      message.firstMatch(
        of:
          /Animation differs: (\d+) of 19 frames differ; the first is frame (\d+) \(t (\d\.\d+) s, p (\d\.\d+)\): .* within x 4…235, y 474…479/
      ), "\(message)")
    #expect(first.1 == "17", "\(message)")
    #expect(first.2 == "2", "\(message)")
    #expect(first.3 == "0.033" && first.4 == "0.111", "\(message)")
    let (entries, _) = try SnapshotManifest(artifacts: artifacts).read()
    let entry = try #require(entries.first)
    #expect(entry.outcome == .failed)
    #expect(entry.animation?.differing == Array(2...18))
    for path in [entry.referenceCopy, entry.actual, entry.diff, entry.animation?.filmstrip] {
      let url = artifacts.appendingPathComponent(try #require(path))
      #expect(try PNGFile.read(url).width > 0)
    }
    // Every frame of the animation now, playable.
    let now = try APNGFile.read(
      artifacts.appendingPathComponent(try #require(entry.animation?.actual)))
    #expect(now.count == 19)
  }

  /// The report of that failure, in Chromium: both animations side by side at the
  /// scrubber's frame (frame 8; frames 2 to 18 differ), the differing frames marked red
  /// under the scrubber, the filmstrip of the differing stretch below.
  @Test func theReportShowsBothAnimationsInStepAtTheScrubbersFrame() throws {
    let nudged = CardSlideDelegate()
    nudged.animator.top += 1
    let artifacts = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: artifacts) }
    _ = try failures(in: artifacts) { try assertCardAnimation(nudged) }
    let report = SnapshotReport(manifest: SnapshotManifest(artifacts: artifacts))
    try report.write()
    let page = try ChromiumSession.screenshot(
      of: report.url, fragment: "entry=0&frame=8", width: 900, height: 1160)
    assertSnapshot(of: page, as: .image(), named: "report-frame-8")
  }

  /// A reference of another frame count, or of another size, is named as such.
  @Test func aReferenceOfAnotherLengthOrSizeIsNamed() throws {
    let artifacts = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let shorter = try failures(in: artifacts) {
      try assertCardAnimation(CardSlideDelegate(), at: [0, 0.5, 1])
    }
    #expect(
      shorter.first?.contains("The reference animation has 19 frames, the animation now 3") == true,
      "\(shorter)")
    let larger = try failures(in: artifacts) {
      try assertCardAnimation(CardSlideDelegate(), size: CGSize(width: 200, height: 480))
    }
    #expect(
      larger.first?.contains("frames are 240×480 px, the animation's now 200×480 px") == true,
      "\(larger)")
  }

  /// A still PNG where an animation is expected is named, not compared.
  @Test func aStillReferenceIsNotAnAnimation() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let still = folder.appendingPathComponent("still.png")
    try PNGFile.write(Bitmap(width: 4, height: 4, fill: (1, 2, 3, 255)), to: still)
    #expect(throws: APNGError.self) { try APNGFile.read(still) }
    do {
      _ = try APNGFile.read(still)
    } catch {
      #expect("\(error)".contains("is a still PNG, not an animation (APNG)"))
      #expect("\(error)".contains(still.path))
    }
  }

  /// The committed APNG plays in Chromium: two screenshots of it a moment apart differ.
  @Test func theReferencePlaysInChromium() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/AnimatedGoldenTests")
      .appendingPathComponent("cardSlideAsOneAnimation.card-animation.png")
    #expect(FileManager.default.fileExists(atPath: reference.path))
    let page = folder.appendingPathComponent("play.html")
    try Data(
      "<body style='margin:0'><img src='\(reference.absoluteString)'></body>".utf8
    ).write(to: page)
    let chromium = try ChromiumSession(url: page, width: 240, height: 480)
    let first = try chromium.screenshot()
    var later = first
    // The 19 frames loop every ~0.32 s: some frame other than the first shows within 5 s.
    for _ in 0..<50 where later == first {
      usleep(100_000)
      later = try chromium.screenshot()
    }
    #expect(later != first)
    #expect(first.width == 240 && first.height == 480)
  }

  // MARK: - Helpers

  private func assertCardAnimation(
    _ delegate: CardSlideDelegate, at progress: [Double]? = nil,
    size: CGSize = CGSize(width: 240, height: 480),
    testName: String = "cardSlideAsOneAnimation()"
  ) throws {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let home = UIViewController()
    home.view.backgroundColor = .systemIndigo
    window.rootViewController = home
    window.makeKeyAndVisible()
    try assertTransition(
      named: "card", in: window, at: progress, animated: true, testName: testName
    ) {
      let card = UIViewController()
      card.view.backgroundColor = .systemBackground
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = delegate
      home.present(card, animated: true)
    }
  }

  /// The messages of the issues `body` records against the committed references (never
  /// recording), its comparisons entered in `artifacts`.
  private func failures(in artifacts: URL, _ body: () throws -> Void) throws -> [String] {
    try TestSupport.snapshotFailures(in: artifacts, body)
  }
}
