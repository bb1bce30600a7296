import SeguePort
import Testing

/// A `#selector` used as a value, no target/action call's argument (EasyTransitions'
/// `responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:)))`), becomes
/// `NSSelectorFromString` of the Objective-C name Swift would have given it.
@Suite struct SelectorValueTests {
  @Test(arguments: [
    ("UIViewControllerContextTransitioning.view(forKey:)", "viewForKey:"),
    ("Card.handle(_:)", "handle:"),
    ("pan(_:event:)", "pan:event:"),
    ("UIView.init(frame:)", "initWithFrame:"),
    ("Card.set(animator:)", "setWithAnimator:"),
    ("move(to:)", "moveTo:"),
    ("moveTo(point:)", "moveToPoint:"),
    ("select(_:_:)", "select::"),
  ])
  func becomesTheObjectiveCName(swiftName: String, objectiveC: String) {
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

  @Test func aBareNameDeclaredNowhereIsReportedAsWritten() {
    let text = "let action = #selector(UIView.layoutSubviews)\n"
    let ported = portSample(text)
    #expect(ported.text == text)
    #expect(
      ported.unported == [
        PortNote(
          line: 1,
          message: "#selector(UIView.layoutSubviews): 'layoutSubviews' is not declared once in the"
            + " ported files, so its Objective-C name is unknown")
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
