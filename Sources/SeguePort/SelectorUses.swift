import SwiftSyntax

/// The methods `#selector`s name across the files being ported, split by whether every use
/// becomes a closure: `@objc` can go only from a method no selector still names.
struct SelectorUses {
  private(set) var rewritten: Set<String> = []
  /// Methods a selector that stays (unported) still names: they keep `@objc`.
  private(set) var kept: Set<String> = []

  mutating func add(_ tree: some SyntaxProtocol, methods: MethodIndex) {
    let collector = SelectorCollector(methods: methods)
    collector.walk(tree)
    rewritten.formUnion(collector.rewritten)
    kept.formUnion(collector.kept)
  }

  /// Whether `@objc` on the method named `name` served only selectors that are now closures.
  func servedOnlyRewrittenSelectors(_ name: String) -> Bool {
    rewritten.contains(name) && !kept.contains(name)
  }
}

private final class SelectorCollector: SyntaxVisitor {
  let methods: MethodIndex
  var rewritten: Set<String> = []
  var kept: Set<String> = []

  init(methods: MethodIndex) {
    self.methods = methods
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    guard let selector = SelectorReference(ExprSyntax(node)) else { return .visitChildren }
    let site = node.enclosingCall.flatMap { TargetActionSite($0, methods: methods) }
    if case .success = site?.replacement {
      rewritten.insert(selector.baseName)
    } else {
      kept.insert(selector.baseName)
    }
    return .visitChildren
  }
}

extension MacroExpansionExprSyntax {
  /// The call this expression is an argument of, if it is one.
  var enclosingCall: FunctionCallExprSyntax? {
    parent?.as(LabeledExprSyntax.self)?.parent?.as(LabeledExprListSyntax.self)?.parent?
      .as(FunctionCallExprSyntax.self)
  }
}
