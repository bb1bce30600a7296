import SwiftSyntax

/// The method a `#selector(…)` names: `handlePan(_:)`, `Foo.bar(_:)`, `self.bar`.
struct SelectorReference: Equatable {
  let baseName: String
  /// The argument labels, `_` for none; nil when the selector names the method bare
  /// (`#selector(bar)`), so that only the method's declaration tells.
  let labels: [String]?
  /// The type that qualifies the method, `Handler` in `#selector(Handler.handle(_:))`; nil
  /// when none does (`#selector(bar)`, `#selector(self.bar)`).
  let typeName: String?
  /// The whole expression as the source spells it, for the summary.
  let spelled: String

  /// Whether it names a property's getter, `#selector(getter: Context.isAnimated)`: no
  /// target/action takes one.
  let isGetter: Bool

  /// Reads `#selector(…)` and `#selector(getter: …)`; nil for anything else, and for
  /// `#selector(setter: …)`.
  init?(_ expression: ExprSyntax) {
    guard let macro = expression.as(MacroExpansionExprSyntax.self),
      macro.macroName.text == "selector", macro.arguments.count == 1,
      let argument = macro.arguments.first, [nil, "getter"].contains(argument.label?.text)
    else { return nil }
    isGetter = argument.label != nil
    let member = argument.expression.as(MemberAccessExprSyntax.self)
    let reference: DeclReferenceExprSyntax? =
      argument.expression.as(DeclReferenceExprSyntax.self) ?? member?.declName
    guard let reference else { return nil }
    baseName = reference.baseName.text
    labels = reference.argumentNames.map { names in names.arguments.map(\.name.text) }
    // A type's name is capitalised (`Handler`, `UIKit.UIView`); `self` and values are not.
    let qualifier = member?.base?.trimmedDescription
    let last = qualifier?.split(separator: ".").last
    typeName = last?.first?.isUppercase == true ? qualifier : nil
    spelled = macro.trimmedDescription
  }
}
