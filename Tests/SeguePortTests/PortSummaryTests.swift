import SeguePort
import Testing

/// The summary `segue port` prints.
@Suite struct PortSummaryTests {
  @Test func listsChangesThenWhatItCouldNotRewriteThenTheStoryboardNote() throws {
    let files = Port.run(
      try ["Controls", "Unported"].map { name in
        SourceFile(path: "\(name).swift", text: try Fixture.text("\(name).before"))
      })
    let lines = PortSummary(files).text.split(separator: "\n").map(String.init)
    #expect(lines.first == "Controls.swift:1: import UIKit → import Segue")
    #expect(
      lines.contains(
        "Controls.swift:34: removed @IBAction from shareTapped: there is no storyboard: make this in code"
      ))
    let unported = try #require(lines.firstIndex(of: "could not rewrite:"))
    #expect(
      lines[unported + 1].hasPrefix("  Unported.swift:10: #selector(step(_:)) in CADisplayLink"))
    #expect(lines.contains { $0.hasPrefix("note: @IBOutlet and @IBAction were dropped") })
    #expect(lines.last == "12 changes in 2 of 2 files; 3 sites could not be rewritten")
  }

  /// EasyTransitions' four gaps, each a line of its own: the `#if os(iOS)` that hid the edge
  /// pan, the `responds(to:)` selector quoted as written, the cast target and the open
  /// members of an extension.
  @Test func namesEachRewriteOfAnEasyTransitionsStyleFile() throws {
    let files = Port.run([
      SourceFile(path: "Sheet.swift", text: try Fixture.text("SheetTransitions.before"))
    ])
    let lines = PortSummary(files).text.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "Sheet.swift:5: import UIKit → import Segue",
        "Sheet.swift:9: #if os(iOS) → #if (os(iOS) || os(Linux)): Segue builds the iOS code on"
          + " Linux",
        "Sheet.swift:21: #selector(UIViewControllerContextTransitioning.view(forKey:)) →"
          + " NSSelectorFromString(\"viewForKey:\"): Segue's Selector is the Objective-C name"
          + " alone",
        "Sheet.swift:32: removed @objc from handle: it served only #selectors, now closures",
        "Sheet.swift:41: addTarget(_:action:) with #selector(SheetInteraction.handle(_:)) → a"
          + " closure, casting the target to SheetInteraction",
        "Sheet.swift:55: open func animationController → public: it is in an extension, and"
          + " without the Objective-C runtime a member of an extension cannot be overridden on"
          + " Linux",
        "Sheet.swift:60: open func animationController → public: it is in an extension, and"
          + " without the Objective-C runtime a member of an extension cannot be overridden on"
          + " Linux",
        "7 changes in 1 of 1 file; 0 sites could not be rewritten",
      ])
  }

  @Test func aPortedTreeSaysSo() {
    let files = Port.run([SourceFile(path: "A.swift", text: "import Segue\n")])
    #expect(
      PortSummary(files).text
        == "nothing to change: the files are already ported\n0 changes in 0 of 1 file;"
        + " 0 sites could not be rewritten")
  }
}
