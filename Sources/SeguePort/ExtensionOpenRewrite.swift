import SwiftSyntax

/// `open func` and `open var` in an extension become `public`: on iOS a class's extension
/// members are dispatched through the Objective-C runtime, so subclasses could override them;
/// Linux has no such runtime, a member of an extension cannot be overridden there, and Swift
/// warns that `open` on it means nothing. Members of the type's own body keep `open`.
enum ExtensionOpenRewrite {
  /// Whether `decl` is a member of an extension (also inside an `#if` there), not of a
  /// type declared in one.
  static func isExtensionMember(_ decl: some SyntaxProtocol) -> Bool {
    var node = decl.parent
    while let current = node {
      if current.is(ExtensionDeclSyntax.self) { return true }
      if current.isProtocol(DeclGroupSyntax.self) || current.is(CodeBlockSyntax.self)
        || current.is(AccessorBlockSyntax.self) || current.is(ClosureExprSyntax.self)
      {
        return false
      }
      node = current.parent
    }
    return false
  }

  /// The `open` modifier of `decl`, when it has one.
  static func openModifier(of decl: some WithModifiersSyntax) -> DeclModifierSyntax? {
    decl.modifiers.first { $0.name.tokenKind == .keyword(.open) }
  }

  /// `decl` with `open` spelled `public`, trivia kept.
  static func makingPublic<Decl: WithModifiersSyntax>(_ decl: Decl) -> Decl {
    let modifiers = decl.modifiers.map { modifier in
      guard modifier.name.tokenKind == .keyword(.open) else { return modifier }
      return modifier.with(\.name, modifier.name.with(\.tokenKind, .keyword(.public)))
    }
    return decl.with(\.modifiers, DeclModifierListSyntax(modifiers))
  }
}
