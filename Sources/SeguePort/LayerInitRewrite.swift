import SwiftSyntax

/// `override init()` and `override init(layer: Any)` in a layer class → `required init…`:
/// Segue's `CALayer` makes both required, since a view builds its layer from `layerClass`
/// (`init()`) and the presentation layer is a copy of the model (`init(layer:)`), each of the
/// subclass's own type; Swift then wants `required` where iOS code writes `override`.
enum LayerInitRewrite {
  /// Whether `decl` is `init()` or `init(layer:)`, marked `override` and not `required`, in
  /// a class named like a layer (`ManagedPropertyRewrite.isInLayerClass`).
  static func needsRequired(_ decl: InitializerDeclSyntax) -> Bool {
    guard decl.optionalMark == nil, has(.override, decl), !has(.required, decl),
      ManagedPropertyRewrite.isInLayerClass(decl)
    else { return false }
    let labels = decl.signature.parameterClause.parameters.map(\.firstName.text)
    return labels.isEmpty || labels == ["layer"]
  }

  /// `decl` with `override` spelled `required`, trivia kept.
  static func makingRequired(_ decl: InitializerDeclSyntax) -> InitializerDeclSyntax {
    let modifiers = decl.modifiers.map { modifier in
      guard modifier.name.tokenKind == .keyword(.override) else { return modifier }
      return modifier.with(\.name, modifier.name.with(\.tokenKind, .keyword(.required)))
    }
    return decl.with(\.modifiers, DeclModifierListSyntax(modifiers))
  }

  private static func has(_ keyword: Keyword, _ decl: InitializerDeclSyntax) -> Bool {
    decl.modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
  }
}
