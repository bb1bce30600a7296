import SwiftSyntax

/// `@NSManaged var progress: CGFloat` in a layer class → `@LayerProperty("progress") var
/// progress: CGFloat`: on iOS Core Animation implements such a property by key-value coding,
/// which Segue's `@LayerProperty` does; Swift on Linux compiles `@NSManaged` and fails to
/// link it.
enum ManagedPropertyRewrite {
  /// True when `decl` sits in a class whose superclass is named like a layer
  /// (`CALayer`, `CAShapeLayer`, a `…Layer` of the app's).
  static func isInLayerClass(_ decl: some SyntaxProtocol) -> Bool {
    superclass(around: decl)?.hasSuffix("Layer") == true
  }

  /// The name of the superclass of the class `decl` sits in (its first inherited type);
  /// nil outside a class.
  static func superclass(around decl: some SyntaxProtocol) -> String? {
    var current = decl.parent
    while let node = current {
      if let type = node.as(ClassDeclSyntax.self) {
        return type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
      }
      current = node.parent
    }
    return nil
  }

  /// `decl` with its `@NSManaged` replaced by `@LayerProperty("name")`, trivia kept.
  static func rewriting(_ decl: VariableDeclSyntax, name: String) -> VariableDeclSyntax {
    let attributes = decl.attributes.map { element -> AttributeListSyntax.Element in
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "NSManaged"
      else { return element }
      let key = StringLiteralExprSyntax(
        openingQuote: .stringQuoteToken(),
        segments: [.stringSegment(StringSegmentSyntax(content: .stringSegment(name)))],
        closingQuote: .stringQuoteToken())
      return .attribute(
        attribute
          .with(
            \.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier("LayerProperty")))
          )
          .with(\.leftParen, .leftParenToken())
          .with(\.arguments, .argumentList([LabeledExprSyntax(expression: key)]))
          .with(\.rightParen, .rightParenToken())
          .with(\.trailingTrivia, attribute.trailingTrivia))
    }
    return decl.with(\.attributes, AttributeListSyntax(attributes))
  }
}
