import SwiftSyntax

/// The argument labels of every method declared in the files being ported, by name: a bare
/// `#selector(bar)` says nothing of `bar`'s parameters, its declaration does.
struct MethodIndex {
  private var labelsByName: [String: Set<[String]>] = [:]

  mutating func add(_ tree: some SyntaxProtocol) {
    for function in FunctionCollector(tree).functions {
      let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
      labelsByName[function.name.text, default: []].insert(labels)
    }
  }

  /// The labels of the method `selector` names: its own when it spells them, else those of
  /// the one method declared under its name (nil when none is, or several are).
  func labels(of selector: SelectorReference) -> [String]? {
    if let labels = selector.labels { return labels }
    guard let declared = labelsByName[selector.baseName], declared.count == 1 else { return nil }
    return declared.first
  }
}

/// Every function declaration in a tree, however deeply nested.
private final class FunctionCollector: SyntaxVisitor {
  private(set) var functions: [FunctionDeclSyntax] = []

  init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    functions.append(node)
    return .visitChildren
  }
}
