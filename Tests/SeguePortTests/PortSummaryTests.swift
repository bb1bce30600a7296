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

  @Test func aPortedTreeSaysSo() {
    let files = Port.run([SourceFile(path: "A.swift", text: "import Segue\n")])
    #expect(
      PortSummary(files).text
        == "nothing to change: the files are already ported\n0 changes in 0 of 1 file;"
        + " 0 sites could not be rewritten")
  }
}
