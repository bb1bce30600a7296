import SeguePort
import Testing

/// A `#selector` used as a value, no target/action call's argument (EasyTransitions'
/// `responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:)))`), becomes
/// `NSSelectorFromString` of the Objective-C name Swift would have given it.
@Suite struct SelectorValueTests {
  /// A method the files declare has the name Swift's rule gives it, or its `@objc(name)`.
  @Test(arguments: [
    ("func handle(_ sender: UIButton)", "Card.handle(_:)", "handle:"),
    ("func pan(_ pan: UIPanGestureRecognizer, event: UIEvent)", "pan(_:event:)", "pan:event:"),
    ("init(frame: CGRect)", "Card.init(frame:)", "initWithFrame:"),
    ("func set(animator: Animator)", "Card.set(animator:)", "setWithAnimator:"),
    ("func move(to point: CGPoint)", "move(to:)", "moveTo:"),
    ("func moveTo(point: CGPoint)", "moveTo(point:)", "moveToPoint:"),
    ("func select(_ a: Int, _ b: Int)", "select(_:_:)", "select::"),
    ("@objc(flipCard:) func flip(_ sender: UIButton)", "flip(_:)", "flipCard:"),
    ("@objc(reset) func clear()", "Card.clear", "reset"),
    ("func load(from url: URL) throws", "load(from:)", "loadFrom:error:"),
    ("func reload() throws", "reload", "reloadAndReturnError:"),
  ])
  func aDeclaredMethodBecomesItsObjectiveCName(
    declaration: String, swiftName: String, objectiveC: String
  ) {
    let ported = portSample(
      """
      final class Card: UIView {
        \(declaration) {}
      }
      let known = card.responds(to: #selector(\(swiftName)))

      """)
    #expect(
      ported.text.hasSuffix(
        "let known = card.responds(to: NSSelectorFromString(\"\(objectiveC)\"))\n"))
    #expect(
      ported.changes.contains(
        PortNote(
          line: 4,
          message: "#selector(\(swiftName)) → NSSelectorFromString(\"\(objectiveC)\"): Segue's"
            + " Selector is the Objective-C name alone")))
    #expect(ported.unported.isEmpty)
  }

  /// UIKit's methods were renamed on import, so Swift's rule does not give their names
  /// (`initialFrame(for:)` is `initialFrameForViewController:`): every name a Segue transition
  /// context answers `responds(to:)` for comes from a table, and an override takes UIKit's.
  @Test(arguments: [
    ("getter: UIViewControllerContextTransitioning.containerView", "containerView"),
    ("getter: UIViewControllerContextTransitioning.isAnimated", "isAnimated"),
    ("getter: UIViewControllerContextTransitioning.isInteractive", "isInteractive"),
    (
      "getter: UIViewControllerContextTransitioning.transitionWasCancelled",
      "transitionWasCancelled"
    ),
    ("getter: UIViewControllerContextTransitioning.presentationStyle", "presentationStyle"),
    ("getter: UIViewControllerContextTransitioning.targetTransform", "targetTransform"),
    ("UIViewControllerContextTransitioning.viewController(forKey:)", "viewControllerForKey:"),
    ("UIViewControllerContextTransitioning.view(forKey:)", "viewForKey:"),
    (
      "UIViewControllerContextTransitioning.initialFrame(for:)",
      "initialFrameForViewController:"
    ),
    ("UIViewControllerContextTransitioning.finalFrame(for:)", "finalFrameForViewController:"),
    (
      "UIViewControllerContextTransitioning.updateInteractiveTransition(_:)",
      "updateInteractiveTransition:"
    ),
    (
      "UIViewControllerContextTransitioning.finishInteractiveTransition",
      "finishInteractiveTransition"
    ),
    (
      "UIViewControllerContextTransitioning.cancelInteractiveTransition",
      "cancelInteractiveTransition"
    ),
    (
      "UIViewControllerContextTransitioning.pauseInteractiveTransition",
      "pauseInteractiveTransition"
    ),
    ("UIViewControllerContextTransitioning.completeTransition(_:)", "completeTransition:"),
    ("UIViewController.dismiss(animated:completion:)", "dismissViewControllerAnimated:completion:"),
    ("UIView.insertSubview(_:at:)", "insertSubview:atIndex:"),
  ])
  func aUIKitMethodBecomesItsImportedName(swiftName: String, objectiveC: String) {
    let ported = portSample("let known = card.responds(to: #selector(\(swiftName)))\n")
    #expect(
      ported.text == "let known = card.responds(to: NSSelectorFromString(\"\(objectiveC)\"))\n")
    #expect(
      ported.changes == [
        PortNote(
          line: 1,
          message: "#selector(\(swiftName)) → NSSelectorFromString(\"\(objectiveC)\"): Segue's"
            + " Selector is the Objective-C name alone")
      ])
    #expect(ported.unported.isEmpty)
  }

  @Test func anOverrideTakesUIKitsName() {
    let ported = portSample(
      """
      final class Sheet: UIViewController {
        override func dismiss(animated flag: Bool, completion: (() -> Void)?) {}
      }
      let known = Sheet.instancesRespond(to: #selector(Sheet.dismiss(animated:completion:)))

      """)
    #expect(
      ported.text.contains(
        "instancesRespond(to: NSSelectorFromString(\"dismissViewControllerAnimated:completion:\"))"
      ))
    #expect(ported.unported.isEmpty)
  }

  /// Neither rule can be trusted: a method of UIKit's name the files declare may implement
  /// UIKit's (a context of one's own), and an async method's name takes a completion handler.
  @Test(arguments: [
    (
      "func initialFrame(for controller: UIViewController) -> CGRect { .zero }",
      "Context.initialFrame(for:)",
      "'initialFrame' is declared in the ported files, but UIKit's method of that name is"
        + " \"initialFrameForViewController:\" where Swift's rule gives \"initialFrameFor:\":"
        + " write NSSelectorFromString with the one it implements by hand"
    ),
    (
      "func refresh() async {}", "Context.refresh",
      "'refresh' is async, and Swift's Objective-C name for it takes a completion handler:"
        + " write NSSelectorFromString(\"objcName\") by hand"
    ),
  ])
  func aNameItIsUnsureOfIsReported(declaration: String, swiftName: String, reason: String) {
    let text = """
      final class Context {
        \(declaration)
      }
      let known = context.responds(to: #selector(\(swiftName)))

      """
    let ported = portSample(text)
    #expect(ported.text == text)
    #expect(
      ported.unported == [PortNote(line: 4, message: "#selector(\(swiftName)): \(reason)")])
  }

  /// A bare name takes its parameters from the method the files declare, and the method's
  /// `@objc`, which served only the selector, goes.
  @Test func aBareNameTakesTheDeclaredParameters() {
    let ported = portSample(
      """
      final class Card: UIView {
        let checks = [#selector(dismiss), #selector(flip)]
        @objc func dismiss() {}
        @objc func flip(_ sender: UIButton) {}
      }

      """)
    #expect(
      ported.text == """
        final class Card: UIView {
          let checks = [NSSelectorFromString("dismiss"), NSSelectorFromString("flip:")]
          func dismiss() {}
          func flip(_ sender: UIButton) {}
        }

        """)
    #expect(
      ported.changes.contains(
        PortNote(
          line: 3,
          message: "removed @objc from dismiss: it served only #selectors, now NSSelectorFromString"
            + " names")))
  }

  /// Only a method the files declare has a name Swift's rule gives: a UIKit one that is not
  /// in the table is reported.
  @Test(arguments: [
    ("UIView.layoutSubviews", "layoutSubviews"), ("UIView.init(frame:)", "init"),
    ("Card.flip(_:)", "flip"),
  ])
  func aMethodNotDeclaredIsReportedAsWritten(swiftName: String, baseName: String) {
    let text = "let action = #selector(\(swiftName))\n"
    let ported = portSample(text)
    #expect(ported.text == text)
    #expect(
      ported.unported == [
        PortNote(
          line: 1,
          message: "#selector(\(swiftName)): '\(baseName)' is not declared in the ported files"
            + " (an override takes UIKit's name), and its Objective-C name is not one segue"
            + " port knows: write NSSelectorFromString(\"objcName\") by hand")
      ])
  }

  /// A selector another call takes would be sent, which nothing on Linux can do: it stays,
  /// reported with what to write instead, and its method keeps `@objc`.
  @Test(arguments: [
    (
      "perform(#selector(close), with: nil, afterDelay: 0.3)", "perform(_:with:afterDelay:)",
      "neither Segue nor Foundation on Linux has perform(_:with:afterDelay:): call the method"
        + " from DispatchQueue.main.asyncAfter(deadline: .now() + delay)"
    ),
    (
      "perform(#selector(close))", "perform(_:)",
      "neither Segue nor Foundation on Linux has perform(_:): call the method directly"
    ),
    (
      "UIApplication.shared.sendAction(#selector(close), to: nil, from: self, for: nil)",
      "sendAction(_:to:from:for:)", "Segue has no closure form of this call"
    ),
  ])
  func aSelectorAnotherCallSendsStays(call: String, signature: String, reason: String) {
    let text = """
      final class Card: UIView {
        @objc func close() {}
        func later() { \(call) }
      }

      """
    let ported = portSample(text)
    #expect(ported.text == text)
    #expect(ported.changes.isEmpty)
    #expect(
      ported.unported == [
        PortNote(line: 3, message: "#selector(close) in \(signature): \(reason)")
      ])
  }

  /// A call that takes a target still wants a closure: a display link's selector is left and
  /// reported, not turned into a name.
  @Test func aTargetsSelectorIsNoValue() {
    let ported = portSample(
      "let link = CADisplayLink(target: self, selector: #selector(step(_:)))\n")
    #expect(ported.text.contains("#selector(step(_:))"))
    #expect(
      ported.unported.first?.message.hasPrefix("#selector(step(_:)) in CADisplayLink") == true)
  }
}
