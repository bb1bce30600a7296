import SwiftSyntax

/// Takes attributes off a declaration, keeping what led it (indentation, doc comment), so
/// `@objc\n  func f()` becomes `func f()` where the attribute stood.
enum AttributeRemoval {
  /// The names of the attributes `decl` has, bare (`@objc`, not `@objc(name)`).
  static func bareNames(of decl: some WithAttributesSyntax) -> [String] {
    decl.attributes.compactMap { element in
      guard let attribute = element.as(AttributeSyntax.self), attribute.arguments == nil else {
        return nil
      }
      return attribute.attributeName.trimmedDescription
    }
  }

  static func removing<Decl: WithAttributesSyntax>(_ names: Set<String>, from decl: Decl) -> Decl {
    let kept = decl.attributes.filter { element in
      guard let attribute = element.as(AttributeSyntax.self), attribute.arguments == nil else {
        return true
      }
      return !names.contains(attribute.attributeName.trimmedDescription)
    }
    return decl.with(\.attributes, kept).with(\.leadingTrivia, decl.leadingTrivia)
  }
}
