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

  /// `decl` required: its `override` spelled `required` in a direct subclass of a Core
  /// Animation layer (`CALayer`, `CAShapeLayer`, …: `inCoreAnimationSubclass`), whose
  /// initializers Segue makes required; `required` put before `override` in a subclass of
  /// the app's own `…Layer`, which may not be a layer at all (then `override` is needed;
  /// for a layer, Swift warns that it is implied). Trivia kept.
  static func makingRequired(
    _ decl: InitializerDeclSyntax, inCoreAnimationSubclass: Bool
  ) -> InitializerDeclSyntax {
    var modifiers = Array(decl.modifiers)
    guard let index = modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) })
    else { return decl }
    let override = modifiers[index]
    if inCoreAnimationSubclass {
      modifiers[index] = override.with(\.name, override.name.with(\.tokenKind, .keyword(.required)))
    } else {
      let required = DeclModifierSyntax(
        leadingTrivia: override.leadingTrivia, name: .keyword(.required, trailingTrivia: .space))
      modifiers[index] = override.with(\.leadingTrivia, [])
      modifiers.insert(required, at: index)
    }
    return decl.with(\.modifiers, DeclModifierListSyntax(modifiers))
  }

  /// Whether `decl`'s class derives directly from a Core Animation layer (`CA…Layer`).
  static func isCoreAnimationSubclass(_ decl: InitializerDeclSyntax) -> Bool {
    guard let superclass = ManagedPropertyRewrite.superclass(around: decl) else { return false }
    return superclass.hasPrefix("CA") && superclass.hasSuffix("Layer")
  }

  private static func has(_ keyword: Keyword, _ decl: InitializerDeclSyntax) -> Bool {
    decl.modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
  }
}
