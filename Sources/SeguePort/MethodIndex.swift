import SwiftSyntax

/// Every method and initializer declared in the files being ported, by name: a bare
/// `#selector(bar)` says nothing of `bar`'s parameters, its declaration does, and only a
/// method declared here has the Objective-C name Swift's rule gives it.
struct MethodIndex {
  /// One declaration, as much of it as its Objective-C name depends on.
  struct Method {
    let labels: [String]
    /// The type or extension it is declared in (`Card`); nil at the top level.
    let typeName: String?
    /// `custom:` in `@objc(custom:)`.
    let explicitObjCName: String?
    let isOverride: Bool
    let isThrowing: Bool
    let isAsync: Bool
  }

  private var methodsByName: [String: [Method]] = [:]

  mutating func add(_ tree: some SyntaxProtocol) {
    for (name, method) in FunctionCollector(tree).methods {
      methodsByName[name, default: []].append(method)
    }
  }

  /// The labels of the method `selector` names: its own when it spells them, else those of
  /// the one method declared under its name (nil when none is, or several are).
  func labels(of selector: SelectorReference) -> [String]? {
    if let labels = selector.labels { return labels }
    let declared = Set(methodsByName[selector.baseName, default: []].map(\.labels))
    guard declared.count == 1 else { return nil }
    return declared.first
  }

  /// The declarations `selector` can name: its base name, its labels when it spells them,
  /// and its type when it names one (`Card` in `#selector(Card.flip)`).
  func methods(_ selector: SelectorReference) -> [Method] {
    let type = selector.typeName?.split(separator: ".").last.map(String.init)
    return methodsByName[selector.baseName, default: []].filter { method in
      (selector.labels == nil || selector.labels == method.labels)
        && (type == nil || type == method.typeName)
    }
  }
}

/// Every function and initializer declaration in a tree, however deeply nested.
private final class FunctionCollector: SyntaxVisitor {
  private(set) var methods: [(name: String, method: MethodIndex.Method)] = []

  init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    add(
      node, name: node.name.text, parameters: node.signature.parameterClause.parameters,
      effects: node.signature.effectSpecifiers)
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    add(
      node, name: "init", parameters: node.signature.parameterClause.parameters,
      effects: node.signature.effectSpecifiers)
    return .visitChildren
  }

  private func add(
    _ decl: some WithAttributesSyntax & WithModifiersSyntax, name: String,
    parameters: FunctionParameterListSyntax, effects: FunctionEffectSpecifiersSyntax?
  ) {
    let objCName = decl.attributes.lazy.compactMap { element -> String? in
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "objc",
        case .objCName(let pieces) = attribute.arguments
      else { return nil }
      return pieces.trimmedDescription.filter { !$0.isWhitespace }
    }.first
    methods.append(
      (
        name,
        MethodIndex.Method(
          labels: parameters.map(\.firstName.text), typeName: Self.enclosingType(of: decl),
          explicitObjCName: objCName,
          isOverride: decl.modifiers.contains { $0.name.text == "override" },
          isThrowing: effects?.throwsClause != nil, isAsync: effects?.asyncSpecifier != nil)
      ))
  }

  /// `Card` for a method of `class Card` or `extension Card`.
  private static func enclosingType(of decl: some SyntaxProtocol) -> String? {
    var node = decl.parent
    while let current = node {
      if let group = current.asProtocol(DeclGroupSyntax.self) {
        switch group {
        case let type as ClassDeclSyntax: return type.name.text
        case let type as StructDeclSyntax: return type.name.text
        case let type as EnumDeclSyntax: return type.name.text
        case let type as ActorDeclSyntax: return type.name.text
        case let type as ProtocolDeclSyntax: return type.name.text
        case let type as ExtensionDeclSyntax:
          return type.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        default: return nil
        }
      }
      node = current.parent
    }
    return nil
  }
}
