import SeguePort
import Testing

/// A file swift-syntax cannot parse is reported by line and left exactly as it was.
@Suite struct PortSyntaxErrorTests {
  @Test func anUnparseableFileIsReportedByLineAndLeftAsItIs() throws {
    let broken = try Fixture.text("Broken.before")
    let files = Port.run([
      SourceFile(path: "Broken.swift", text: broken),
      SourceFile(path: "Fine.swift", text: "import UIKit\n"),
    ])
    #expect(files[0].text == broken)
    #expect(files[0].changes.isEmpty)
    #expect(!files[0].syntaxErrors.isEmpty)
    #expect(files[0].syntaxErrors.allSatisfy { (4...7).contains($0.line) })
    let errors = try #require(PortSummary(files).syntaxErrors)
    #expect(errors.hasPrefix("cannot parse Broken.swift:\n  Broken.swift:4: "), "\(errors)")
    #expect(!errors.contains("Fine.swift"))
  }

  @Test func filesWithoutErrorsHaveNoErrorReport() {
    #expect(
      PortSummary(Port.run([SourceFile(path: "A.swift", text: "let a = 1\n")])).syntaxErrors == nil)
  }
}
