import SwiftParser
import SwiftSyntax

/// A `#selector` used as a value, no target/action call's argument (`responds(to:)`, a
/// stored selector): it becomes `NSSelectorFromString("viewForKey:")`, Segue's `Selector`
/// being the Objective-C name alone.
struct SelectorValue {
  let selector: SelectorReference
  /// The Objective-C name, or why it is unknown.
  let name: Result<String, Unported>

  /// Nil when `macro` is no `#selector`, or is a target/action call's argument.
  init?(_ macro: MacroExpansionExprSyntax, methods: MethodIndex) {
    guard let selector = SelectorReference(ExprSyntax(macro)),
      macro.enclosingCall.flatMap({ TargetActionSite($0, methods: methods) }) == nil
    else { return nil }
    self.selector = selector
    guard let labels = methods.labels(of: selector) else {
      name = .failure(
        Unported(
          "'\(selector.baseName)' is not declared once in the ported files,"
            + " so its Objective-C name is unknown"))
      return
    }
    name = .success(ObjCSelectorName.of(baseName: selector.baseName, labels: labels))
  }

  /// `NSSelectorFromString("name")` in the place of `macro`, its trivia kept.
  static func replacement(of macro: MacroExpansionExprSyntax, name: String) -> ExprSyntax {
    var parser = Parser("NSSelectorFromString(\"\(name)\")")
    return ExprSyntax.parse(from: &parser)
      .with(\.leadingTrivia, macro.leadingTrivia)
      .with(\.trailingTrivia, macro.trailingTrivia)
  }
}
