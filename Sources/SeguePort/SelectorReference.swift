import SwiftSyntax

/// The method a `#selector(…)` names: `handlePan(_:)`, `Foo.bar(_:)`, `self.bar`. The
/// qualifier does not matter here: the target receives the message, whatever type names it.
struct SelectorReference: Equatable {
  let baseName: String
  /// The argument labels, `_` for none; nil when the selector names the method bare
  /// (`#selector(bar)`), so that only the method's declaration tells.
  let labels: [String]?

  /// Reads `#selector(…)`; nil for anything else, and for `#selector(getter: …)` and
  /// `#selector(setter: …)`, which name properties, not action methods.
  init?(_ expression: ExprSyntax) {
    guard let macro = expression.as(MacroExpansionExprSyntax.self),
      macro.macroName.text == "selector", macro.arguments.count == 1,
      let argument = macro.arguments.first, argument.label == nil
    else { return nil }
    let reference: DeclReferenceExprSyntax? =
      argument.expression.as(DeclReferenceExprSyntax.self)
      ?? argument.expression.as(MemberAccessExprSyntax.self)?.declName
    guard let reference else { return nil }
    baseName = reference.baseName.text
    labels = reference.argumentNames.map { names in names.arguments.map(\.name.text) }
  }

  init(baseName: String, labels: [String]?) {
    self.baseName = baseName
    self.labels = labels
  }

  /// As the source spells it: `handlePan(_:)`, or `bar` when bare.
  var name: String {
    guard let labels else { return baseName }
    return "\(baseName)(\(labels.map { "\($0):" }.joined()))"
  }
}
