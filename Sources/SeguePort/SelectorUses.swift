import SwiftSyntax

/// The methods `#selector`s name across the files being ported, split by whether every use
/// becomes a closure: `@objc` can go only from a method no selector still names.
struct SelectorUses {
  /// Methods target/action selectors name that are now closures.
  private(set) var rewritten: Set<String> = []
  /// Methods selectors used as values name, now `NSSelectorFromString("name")`.
  private(set) var named: Set<String> = []
  /// Methods a selector that stays (unported) still names: they keep `@objc`.
  private(set) var kept: Set<String> = []

  mutating func add(_ tree: some SyntaxProtocol, methods: MethodIndex) {
    let collector = SelectorCollector(methods: methods)
    collector.walk(tree)
    rewritten.formUnion(collector.rewritten)
    named.formUnion(collector.named)
    kept.formUnion(collector.kept)
  }

  /// What the selectors that named the method `name` became, when every one was rewritten:
  /// `closures`, `NSSelectorFromString names`, or both; nil when none named it, or one stays.
  func rewrittenSelectors(_ name: String) -> String? {
    guard !kept.contains(name) else { return nil }
    let forms = [
      rewritten.contains(name) ? "closures" : nil,
      named.contains(name) ? "NSSelectorFromString names" : nil,
    ].compactMap { $0 }
    return forms.isEmpty ? nil : forms.joined(separator: " and ")
  }
}

private final class SelectorCollector: SyntaxVisitor {
  let methods: MethodIndex
  var rewritten: Set<String> = []
  var named: Set<String> = []
  var kept: Set<String> = []

  init(methods: MethodIndex) {
    self.methods = methods
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    guard let selector = SelectorReference(ExprSyntax(node)) else { return .visitChildren }
    if let value = SelectorValue(node, methods: methods) {
      if case .success = value.name {
        named.insert(selector.baseName)
      } else {
        kept.insert(selector.baseName)
      }
      return .visitChildren
    }
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
