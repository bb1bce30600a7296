import SeguePort
import Testing

/// `#if os(iOS)` and `#if canImport(UIKit)` take Linux with Segue in: EasyTransitions keeps
/// its edge pans behind `#if os(iOS)`, which a Linux build dropped without a word.
@Suite struct PlatformConditionTests {
  @Test(arguments: [
    ("os(iOS)", "(os(iOS) || os(Linux))"),
    ("!os(iOS)", "!(os(iOS) || os(Linux))"),
    ("canImport(UIKit)", "(canImport(UIKit) || canImport(Segue))"),
    ("os(iOS) || os(tvOS)", "(os(iOS) || os(Linux)) || os(tvOS)"),
    ("os( iOS )", "(os(iOS) || os(Linux))"),
  ])
  func aConditionTakesLinuxIn(condition: String, widened: String) {
    let ported = portSample("#if \(condition)\nlet edge = true\n#endif\n")
    #expect(ported.text == "#if \(widened)\nlet edge = true\n#endif\n")
    #expect(
      ported.changes == [
        PortNote(
          line: 1,
          message: "#if \(condition) → #if \(widened): Segue builds the iOS code on Linux")
      ])
  }

  /// Each `#elseif` is its own change, inside a type and a switch as EasyTransitions has
  /// them; other platforms' checks stay.
  @Test func everyClauseIsRewrittenWhereverItStands() {
    let ported = portSample(
      """
      enum Pan {
        case regular
        #if os(macOS)
        case trackpad
        #elseif canImport(UIKit)
        case edge
        #endif
      }
      func velocity(_ pan: Pan) -> Double {
        switch pan {
        case .regular: return 1
        #if os(iOS)
        case .edge: return 2
        #endif
        }
      }

      """)
    #expect(ported.changes.map(\.line) == [5, 12])
    #expect(ported.text.contains("#if os(macOS)\n"))
    #expect(ported.text.contains("#elseif (canImport(UIKit) || canImport(Segue))\n  case edge"))
    #expect(ported.text.contains("  #if (os(iOS) || os(Linux))\n  case .edge"))
  }

  /// A check or-ed with its Linux one only through another check is no widened one.
  @Test(arguments: [
    ("os(Linux) && DEBUG || os(iOS)", "os(Linux) && DEBUG || (os(iOS) || os(Linux))"),
    ("os(iOS) || os(Linux) && DEBUG", "(os(iOS) || os(Linux)) || os(Linux) && DEBUG"),
    ("DEBUG && os(iOS) || os(Linux)", "DEBUG && (os(iOS) || os(Linux)) || os(Linux)"),
  ])
  func aCheckNotBesideItsLinuxOneIsWidened(condition: String, widened: String) {
    let ported = portSample("#if \(condition)\nlet edge = true\n#endif\n")
    #expect(ported.text == "#if \(widened)\nlet edge = true\n#endif\n")
  }

  /// Taking Linux into the iOS branch would make a later Linux branch dead code: the clause
  /// stays, and the summary says which branch to check.
  @Test(arguments: [
    ("os(iOS)", "os(Linux)"), ("canImport(UIKit)", "canImport(Segue)"),
    ("os(iOS)", "os(macOS) || os(Linux)"),
  ])
  func aClauseBeforeALinuxOneStays(condition: String, linux: String) {
    let text = """
      #if \(condition)
      let edge = true
      #elseif os(tvOS)
      let edge = false
      #elseif \(linux)
      let edge = false
      #endif

      """
    let ported = portSample(text)
    #expect(ported.text == text)
    #expect(ported.changes.isEmpty)
    #expect(
      ported.unported == [
        PortNote(
          line: 1,
          message: "#if \(condition) left as it is: the #elseif \(linux) on line 5 is Linux's"
            + " branch, which taking Linux in here would make dead code; check which of the two"
            + " Linux should build")
      ])
  }

  @Test(arguments: [
    "#if os(iOS) || os(Linux)\n#endif\n",
    "#if canImport(UIKit) || canImport(Segue)\n#endif\n",
    "#if os(macOS) || targetEnvironment(simulator)\n#endif\n",
  ])
  func aConditionThatAlreadyTakesLinuxInStays(text: String) {
    let ported = portSample(text)
    #expect(ported.text == text)
    #expect(ported.changes.isEmpty)
  }

  @Test func theImportInsideIsRewrittenToo() {
    let ported = portSample("#if canImport(UIKit)\nimport UIKit\n#endif\n")
    #expect(ported.text == "#if (canImport(UIKit) || canImport(Segue))\nimport Segue\n#endif\n")
    #expect(ported.changes.map(\.line) == [1, 2])
  }
}
