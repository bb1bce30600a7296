import Foundation
import Segue
import SegueSDL
import SnapshotTesting
import Testing

@testable import SegueTesting

/// The snapshot report of a run with a known failing snapshot, opened in headless Chromium
/// and compared with goldens of the page. The run: a card slides in, its references recorded
/// with a linear curve, then compared with an ease-out one, so that p = 0 and p = 1 still
/// match and p = 0.5 fails. Goldens: `__Snapshots__/SnapshotReportBrowserTests/*.png`, each
/// looked at, compared pixel for pixel: Chromium's flags (`Chromium.flags`) pin the device
/// scale, grayscale text and hinting, the page pins its font (the shipped DejaVu Sans) and
/// decodes its images before painting, and has no animations.
@MainActor
@Suite(.serialized) struct SnapshotReportBrowserTests {
  /// The failing run's artifacts: its manifest and images, and the references folder.
  struct Run {
    let artifacts: URL
    let references: URL
    var report: SnapshotReport { SnapshotReport(manifest: SnapshotManifest(artifacts: artifacts)) }
  }

  /// Records the linear slide's references into a fresh folder, then compares the eased one
  /// with them (the p = 0.5 failure is expected), entering the comparisons in `artifacts`.
  static func failingRun(testName: String = #function) throws -> Run {
    let root = try TestSupport.temporaryDirectory()
    let run = Run(
      artifacts: root.appendingPathComponent("artifacts"),
      references: root.appendingPathComponent("references"))
    try SnapshotArtifacts.$referencesOverride.withValue(run.references) {
      SnapshotArtifacts.$folderOverride.withValue(root.appendingPathComponent("recording")) {
        withSnapshotTesting(record: .all) {
          withKnownIssue("recording the references") {
            try assertSlide(.curveLinear, testName: testName)
          }
        }
      }
      try SnapshotArtifacts.$folderOverride.withValue(run.artifacts) {
        try withSnapshotTesting(record: .never) {
          try withKnownIssue("the eased card is elsewhere at p = 0.5") {
            try assertSlide(.curveEaseOut, testName: testName)
          } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("card.p050")
          }
        }
      }
    }
    return run
  }

  /// A 160×240 window presents a card sliding up over 0.3 s on `curve`, asserted at p = 0,
  /// 0.5 and 1.
  static func assertSlide(_ curve: UIView.AnimationOptions, testName: String) throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
    let home = UIViewController()
    home.view.backgroundColor = .systemIndigo
    window.rootViewController = home
    window.makeKeyAndVisible()
    let delegate = SlideDelegate(curve: curve)
    try assertTransition(named: "card", in: window, at: [0, 0.5, 1], testName: testName) {
      let card = UIViewController()
      card.view.backgroundColor = .systemYellow
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = delegate
      home.present(card, animated: true)
    }
  }

  @Test func pageViewsInChromium() throws {
    let run = try Self.failingRun()
    defer { try? FileManager.default.removeItem(at: run.artifacts.deletingLastPathComponent()) }
    let summary = try run.report.write()
    #expect(
      [summary.failed, summary.passed, summary.recorded] == [1, 2, 0] && summary.problems.isEmpty)
    // Entry 0 is the failure (failures come first); each view by the page's URL fragment.
    for (name, fragment) in [
      ("slider-50", "entry=0&view=slider&pos=50"), ("onion-50", "entry=0&view=onion&pos=50"),
      ("side-by-side-strip", "entry=0&view=side"),
    ] {
      let page = try ChromiumSession.screenshot(
        of: run.report.url, fragment: fragment, width: 900, height: 860)
      assertSnapshot(of: page, as: .image(), named: name)
    }
  }

  /// j / k and the arrows move between entries, 1–4 choose the view, as a keyboard does it;
  /// the URL's fragment follows, so the view can be linked.
  @Test func keysMoveBetweenEntriesAndViews() throws {
    let run = try Self.failingRun()
    defer { try? FileManager.default.removeItem(at: run.artifacts.deletingLastPathComponent()) }
    try run.report.write()
    let chromium = try ChromiumSession(url: run.report.url, width: 900, height: 860)
    func state() throws -> String {
      let hash = try chromium.evaluate("location.hash") as? String ?? ""
      let view = try chromium.evaluate("document.querySelector('.tabs button.active')?.textContent")
      return "\(hash) \(view.map { "\($0)" } ?? "-")"
    }
    #expect(try state() == "#entry=0&view=side&pos=50&frame=0 1 Side by side")
    try chromium.press("2")
    #expect(try state() == "#entry=0&view=slider&pos=50&frame=0 2 Slider")
    try chromium.press("]")
    try chromium.press("3")
    #expect(try state() == "#entry=0&view=onion&pos=60&frame=0 3 Onion skin")
    // Entry 1 passed: no views to choose, only its reference.
    try chromium.press("j")
    #expect(try state() == "#entry=1&view=onion&pos=60&frame=0 -")
    try chromium.press("ArrowDown")
    #expect(try state() == "#entry=2&view=onion&pos=60&frame=0 -")
    try chromium.press("k")
    try chromium.press("ArrowUp")
    try chromium.press("4")
    #expect(try state() == "#entry=0&view=diff&pos=60&frame=0 4 Diff")
    #expect(
      try chromium.evaluate("document.querySelector('img[alt=diff]').naturalWidth") as? Int == 160)
  }

  /// With record mode `.never` a missing reference is not recorded: a failure, not a
  /// recording, in the manifest and the report.
  @Test func aMissingReferenceNeverRecordedIsAFailure() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = SnapshotManifest(artifacts: root.appendingPathComponent("artifacts"))
    SnapshotArtifacts.$referencesOverride.withValue(root.appendingPathComponent("none")) {
      SnapshotArtifacts.$folderOverride.withValue(manifest.artifacts) {
        withSnapshotTesting(record: .never) {
          withKnownIssue("no references") {
            try Self.assertSlide(.curveLinear, testName: "missing")
          }
        }
      }
    }
    let entries = try manifest.read().entries
    #expect(entries.count == 3)
    #expect(entries.allSatisfy { $0.outcome == .failed && $0.message.contains("No reference") })
  }

  /// The command the page shows re-records exactly the failing reference: run with
  /// `SNAPSHOT_TESTING_RECORD=failed` (record mode `.failed`, which the command sets), the
  /// same assertion then passes.
  @Test func theRecordCommandMakesTheTestPass() throws {
    let run = try Self.failingRun()
    defer { try? FileManager.default.removeItem(at: run.artifacts.deletingLastPathComponent()) }
    let (entries, _) = try run.report.manifest.read()
    let failed = entries.filter { $0.outcome == .failed }
    #expect(failed.map(\.name) == ["card.p050"])
    let command = try #require(failed.first?.recordCommand)
    #expect(
      command == "SNAPSHOT_TESTING_RECORD=failed swift test --filter "
        + #"'SegueSDLTests\.SnapshotReportBrowserTests/theRecordCommandMakesTheTestPass\(\)'"#)
    // The filter selects this test by its ID as `swift test` matches it, and no other.
    let filter = try Regex(String(command.split(separator: "'")[1]))
    let id = "SegueSDLTests.SnapshotReportBrowserTests/theRecordCommandMakesTheTestPass()"
    #expect(id.contains(filter))
    #expect(!"SegueSDLTests.SnapshotReportBrowserTests/pageViewsInChromium()".contains(filter))

    let testName = "theRecordCommandMakesTheTestPass()"
    try SnapshotArtifacts.$referencesOverride.withValue(run.references) {
      try SnapshotArtifacts.$folderOverride.withValue(run.artifacts) {
        withSnapshotTesting(record: .failed) {
          withKnownIssue("the failing reference is recorded again") {
            try Self.assertSlide(.curveEaseOut, testName: testName)
          }
        }
        // Passes now, with no issue.
        try withSnapshotTesting(record: .never) {
          try Self.assertSlide(.curveEaseOut, testName: testName)
        }
      }
    }
    let after = try run.report.manifest.read().entries
    #expect(after.count == 3)
    #expect(after.allSatisfy { $0.outcome == .passed })
  }
}

/// Slides the presented page up from below, 0.3 s on the given curve.
private final class SlideDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  let curve: UIView.AnimationOptions

  init(curve: UIView.AnimationOptions) {
    self.curve = curve
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { self }

  func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.3
  }

  func animateTransition(using context: UIViewControllerContextTransitioning) {
    guard let card = context.view(forKey: .to) else { return }
    let bounds = context.containerView.bounds
    let final = bounds.insetBy(dx: 0, dy: 40).offsetBy(dx: 0, dy: 40)
    card.frame = final.offsetBy(dx: 0, dy: bounds.height)
    card.layer.cornerRadius = 12
    context.containerView.addSubview(card)
    UIView.animate(withDuration: 0.3, delay: 0, options: [curve]) {
      card.frame = final
    } completion: { _ in
      context.completeTransition(!context.transitionWasCancelled)
    }
  }
}
