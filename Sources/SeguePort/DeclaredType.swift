import SwiftSyntax

/// Whether the file shows a target to be of the type a selector names, so the closure can
/// call the method on it as it is: `self`, a parameter, local or property declared `Handler`
/// (or `Handler?`, `Handler!`) or made by `Handler(…)`. Anything else (`owner: AnyObject`,
/// an inferred type the file does not show) is cast.
enum DeclaredType {
  static func target(_ target: ExprSyntax, is typeName: String) -> Bool {
    if target.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return true
    }
    let name: String
    let membersOnly: Bool
    if let reference = target.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      (name, membersOnly) = (reference.baseName.text, false)
    } else if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
      member.declName.argumentNames == nil
    {
      (name, membersOnly) = (member.declName.baseName.text, true)
    } else {
      return false
    }
    var node = Syntax(target).parent
    while let current = node {
      if let match = declaration(of: name, in: current, membersOnly: membersOnly) {
        return match.map { matches($0, typeName) } ?? false
      }
      node = current.parent
    }
    return false
  }

  /// What `node` says of `name`'s type when it declares `name`: its type (nil when it does
  /// not show one); nil when it does not declare `name`.
  private static func declaration(
    of name: String, in node: Syntax, membersOnly: Bool
  ) -> String?? {
    if !membersOnly, let parameters = parameters(of: node),
      let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
    {
      return .some(parameter.type.trimmedDescription)
    }
    let variables: [VariableDeclSyntax]
    if let members = node.as(MemberBlockItemListSyntax.self) {
      variables = members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
    } else if !membersOnly, let items = node.as(CodeBlockItemListSyntax.self) {
      variables = items.compactMap { $0.item.as(VariableDeclSyntax.self) }
    } else {
      return nil
    }
    for variable in variables {
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        if let type = binding.typeAnnotation?.type { return .some(type.trimmedDescription) }
        let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
        return .some(call?.calledExpression.trimmedDescription)
      }
    }
    return nil
  }

  private static func parameters(of node: Syntax) -> FunctionParameterListSyntax? {
    node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
      ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
  }

  /// `Handler`, `Handler?`, `Handler!`, `Module.Handler` and `Handler.init` all match
  /// `Handler`.
  private static func matches(_ type: String, _ typeName: String) -> Bool {
    var type = Substring(type)
    while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
    if type.hasSuffix(".init") { type = type.dropLast(5) }
    return type.split(separator: ".").last == typeName.split(separator: ".").last
  }
}
