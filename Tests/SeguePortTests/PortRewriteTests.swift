import SeguePort
import Testing

/// Each rewrite, before and after, on the fixtures and on small cases they do not cover.
@Suite struct PortRewriteTests {
  private func port(_ text: String, path: String = "Sample.swift") -> PortedFile {
    Port.run([SourceFile(path: path, text: text)])[0]
  }

  @Test(arguments: Fixture.ported)
  func rewritesAsTheAfterFixture(name: String) throws {
    let ported = port(try Fixture.text("\(name).before"), path: "\(name).swift")
    #expect(ported.syntaxErrors.isEmpty)
    #expect(ported.text == (try Fixture.text("\(name).after")))
  }

  @Test(arguments: Fixture.ported)
  func aSecondRunChangesNothing(name: String) throws {
    let once = port(try Fixture.text("\(name).before"))
    let twice = port(once.text)
    #expect(twice.text == once.text)
    #expect(twice.changes.isEmpty)
    #expect(twice.unported == once.unported)
  }

  @Test func everyChangeIsNamedByItsLineInTheFileAsRead() throws {
    let ported = port(try Fixture.text("Controls.before"))
    #expect(ported.changes.map(\.line) == [1, 2, 6, 7, 12, 13, 17, 21, 25, 30, 34])
    #expect(
      ported.changes.contains(
        PortNote(
          line: 13,
          message: "UITapGestureRecognizer(target:action:) with"
            + " #selector(CardViewController.dimmingTapped) → a closure")))
    #expect(ported.droppedInterfaceBuilder)
  }

  @Test func sitesItCannotRewriteAreNamedWithLineAndWhyAndKeepTheirObjC() throws {
    let ported = port(try Fixture.text("Unported.before"))
    #expect(ported.unported.map(\.line) == [10, 12, 13])
    #expect(ported.unported[0].message.contains("CADisplayLink(target:selector:)"))
    #expect(ported.unported[1].message.contains("target is nil"))
    #expect(ported.unported[2].message.contains("takes 2 parameters"))
    #expect(ported.text.contains("@objc private func step"))
    #expect(ported.text.contains("@objc dynamic func touched"))
  }

  @Test func objectiveCExposureThatNoSelectorNeedsGoesAndKeyValueObservingIsNamed() throws {
    let ported = port(try Fixture.text("ObjCExposure.before"))
    #expect(ported.changes.map(\.line) == [1, 5, 6, 10, 12, 14, 18])
    #expect(ported.changes[1].message.contains("removed @objcMembers from BubbleSettings"))
    #expect(ported.changes[2].message.contains("no Objective-C runtime"))
    #expect(ported.unported.map(\.line) == [11])
    #expect(ported.unported[0].message.contains("@objc dynamic var observed"))
  }

  @Test func aBareSelectorFindsItsMethodInAnotherFile() {
    let files = Port.run([
      SourceFile(
        path: "Setup.swift",
        text:
          "extension Card {\n  func setUp() { button.addTarget(self, action: #selector(flip), for: .touchUpInside) }\n}\n"
      ),
      SourceFile(
        path: "Card.swift", text: "class Card {\n  @objc func flip(_ sender: UIButton) {}\n}\n"),
    ])
    #expect(
      files[0].text.contains(
        "button.addTarget(self, for: .touchUpInside) { [unowned self] sender in self.flip(sender) }"
      ))
    #expect(files[1].text == "class Card {\n  func flip(_ sender: UIButton) {}\n}\n")
  }

  @Test func aMethodDeclaredNowhereIsReported() {
    let ported = port("let tap = UITapGestureRecognizer(target: self, action: #selector(close))\n")
    #expect(ported.changes.isEmpty)
    #expect(ported.unported.first?.message.contains("'close' is not declared") == true)
  }

  @Test func aTargetOtherThanSelfIsCapturedWeakly() {
    let ported = port(
      """
      final class Card {
        let interaction = Interaction()
        func f() { pan.addTarget(self.interaction, action: #selector(Interaction.handle(gesture:))) }
      }

      """)
    #expect(
      ported.text.contains(
        "pan.addTarget(self.interaction) { [weak target = self.interaction] sender in"
          + " target?.handle(gesture: sender) }"))
  }

  /// A target the file does not show to be of the selector's type (`owner: AnyObject`, as
  /// EasyTransitions-style pan helpers take) is cast in the weak capture: calling
  /// `handle(_:)` on an `AnyObject` does not compile. `[weak owner = owner as? Handler]`
  /// also takes an `owner: Any`, which `[weak owner]` would not.
  @Test(arguments: [
    ("init(owner: AnyObject) {", "owner", "[weak owner = owner as? Handler] sender in owner?"),
    ("init(owner: Any?) {", "owner", "[weak owner = owner as? Handler] sender in owner?"),
    (
      "init(owners: [AnyObject]) {", "owners[0]",
      "[weak target = owners[0] as? Handler] sender in target?"
    ),
    (
      "var later: AnyObject?\n  init() {", "self.later",
      "[weak target = self.later as? Handler] sender in target?"
    ),
    ("init(owner: Handler) {", "owner", "[weak owner] sender in owner?"),
    ("init(owner: Handler?) {", "owner", "[weak owner] sender in owner?"),
    (
      "weak var owner: Handler!\n  init() {", "self.owner",
      "[weak target = self.owner] sender in target?"
    ),
    ("init() {\n    let owner = Handler()", "owner", "[weak owner] sender in owner?"),
    ("init() {", "self", "[unowned self] sender in self"),
  ])
  func aTargetNotShownToBeOfTheSelectorsTypeIsCast(
    declaration: String, target: String, closure: String
  ) {
    let ported = port(
      """
      final class EdgePan: UIScreenEdgePanGestureRecognizer {
        \(declaration)
          super.init(target: \(target), action: #selector(Handler.handle(_:)))
        }
      }

      """)
    #expect(
      ported.text.contains(
        "super.init(target: nil, action: nil)\n    addTarget(\(target)) { \(closure).handle(sender) }\n"
      ), "\(ported.text)")
    let casts = ported.changes.contains { $0.message.contains("casting the target to Handler") }
    #expect(casts == closure.contains("as? Handler"))
  }

  @Test func aCastIsNamedInTheSummary() {
    let ported = port(
      "func attach(_ pan: UIPanGestureRecognizer, to owner: AnyObject) {\n"
        + "  pan.addTarget(owner, action: #selector(Handler.handle(_:)))\n}\n")
    #expect(
      ported.changes == [
        PortNote(
          line: 2,
          message: "addTarget(_:action:) with #selector(Handler.handle(_:)) → a closure,"
            + " casting the target to Handler")
      ])
  }

  @Test func eachIfBranchKeepsItsOwnImport() {
    let source = "#if os(iOS)\nimport UIKit\n#else\nimport QuartzCore\nimport Segue\n#endif\n"
    #expect(
      port(source).text
        == "#if (os(iOS) || os(Linux))\nimport Segue\n#else\nimport Segue\n#endif\n")
  }

  /// A file that imports only the subclassing header (TouchPopMenu's recognizer does) gets
  /// Segue alone; one that imports it beside UIKit gets a single `import Segue`.
  @Test func theGestureSubclassImportBecomesOneImportOfSegue() {
    let alone = port("import UIKit.UIGestureRecognizerSubclass\nclass R: UIGestureRecognizer {}\n")
    #expect(alone.text == "import Segue\nclass R: UIGestureRecognizer {}\n")
    #expect(
      alone.changes.map(\.message) == ["import UIKit.UIGestureRecognizerSubclass → import Segue"])
    let both = port("import UIKit.UIGestureRecognizerSubclass\nimport UIKit\n")
    #expect(both.text == "import Segue\n")
  }
}
