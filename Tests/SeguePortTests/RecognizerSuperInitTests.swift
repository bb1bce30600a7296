import SeguePort
import Testing

/// A recognizer subclass's `super.init(target: owner, action: #selector(…))` becomes
/// `super.init(target: nil, action: nil)` and then `addTarget(owner) { … }`: UIKit's
/// `init(target:action:)` is the designated initializer a subclass must call, and Segue's
/// closure form of it is a convenience one, which `super.init` cannot name.
@Suite struct RecognizerSuperInitTests {
  @Test func theActionIsAddedInTheStatementAfterTheDesignatedInitializer() {
    let ported = portSample(
      """
      final class EdgePan: UIScreenEdgePanGestureRecognizer {
        init(owner: AnyObject) {
          super.init(target: owner, action: #selector(Handler.handle(_:)))  // UIKit's
          edges = .left
        }
      }

      """)
    #expect(
      ported.text == """
        final class EdgePan: UIScreenEdgePanGestureRecognizer {
          init(owner: AnyObject) {
            super.init(target: nil, action: nil)  // UIKit's
            addTarget(owner) { [weak owner = owner as? Handler] sender in owner?.handle(sender) }
            edges = .left
          }
        }

        """)
    #expect(
      ported.changes == [
        PortNote(
          line: 3,
          message: "super.init(target:action:) with #selector(Handler.handle(_:)) →"
            + " super.init(target: nil, action: nil), then addTarget(_:action:) with a closure,"
            + " casting the target to Handler: a subclass must call the designated initializer,"
            + " and the closure one is a convenience initializer")
      ])
    #expect(ported.unported.isEmpty)
  }

  /// On a line shared with the initializer's braces or with another statement, the action
  /// is set off by `;`s.
  @Test(arguments: [
    (
      "init(owner: Handler) { super.init(target: owner, action: #selector(Handler.handle)) }",
      "init(owner: Handler) { super.init(target: nil, action: nil);"
        + " addTarget(owner) { [weak owner] _ in owner?.handle() } }"
    ),
    (
      "init(owner: Handler) { super.init(target: owner, action: #selector(Handler.handle)); f() }",
      "init(owner: Handler) { super.init(target: nil, action: nil);"
        + " addTarget(owner) { [weak owner] _ in owner?.handle() }; f() }"
    ),
    (
      "init(owner: Handler) {\n    super.init(target: owner, action: #selector(Handler.handle)); f()\n  }",
      "init(owner: Handler) {\n    super.init(target: nil, action: nil);\n"
        + "    addTarget(owner) { [weak owner] _ in owner?.handle() }; f()\n  }"
    ),
  ])
  func onASharedLineTheActionIsSetOffBySemicolons(initializer: String, ported: String) {
    let text = portSample(
      """
      final class Pan: UIPanGestureRecognizer {
        \(initializer)
        func f() {}
      }
      final class Handler {
        @objc func handle() {}
      }

      """
    ).text
    #expect(text.contains("  \(ported)\n  func f() {}\n"), "\(text)")
  }

  /// `try super.init(…)` has no statement of its own to follow: it is left as written, and
  /// its method keeps `@objc`.
  @Test func aSuperInitInsideAnExpressionIsReported() {
    let text = """
      final class Pan: UIPanGestureRecognizer {
        init(owner: Handler) throws {
          try super.init(target: owner, action: #selector(Handler.handle))
        }
      }
      final class Handler {
        @objc func handle() {}
      }

      """
    let ported = portSample(text)
    #expect(ported.text == text)
    #expect(
      ported.unported == [
        PortNote(
          line: 3,
          message: "#selector(Handler.handle) in init(target:action:): super.init is not a"
            + " statement of its own, so no addTarget can follow it")
      ])
  }

  /// A convenience initializer's `self.init` may call the closure initializer.
  @Test func selfInitKeepsTheClosureInitializer() {
    let ported = portSample(
      """
      extension UIPanGestureRecognizer {
        convenience init(owner: Handler) {
          self.init(target: owner, action: #selector(Handler.handle(_:)))
        }
      }

      """)
    #expect(
      ported.text.contains(
        "self.init(target: owner) { [weak owner] sender in owner?.handle(sender) }\n"),
      "\(ported.text)")
  }
}
