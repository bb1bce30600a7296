import SwiftParser
import SwiftSyntax

/// A `#selector` used as a value, no target/action call's argument: `responds(to:)`'s or
/// `instancesRespond(to:)`'s, or a stored selector. It becomes
/// `NSSelectorFromString("viewForKey:")`, Segue's `Selector` being the Objective-C name
/// alone. Any other call that takes a selector would send it, which nothing on Linux can.
struct SelectorValue {
  let selector: SelectorReference
  /// The call that takes the selector and would send it, `perform(_:with:afterDelay:)`; nil
  /// when none does.
  let sender: String?
  /// The Objective-C name, or why the selector stays.
  let name: Result<String, Unported>

  /// Nil when `macro` is no `#selector`, or is a target/action call's argument.
  init?(_ macro: MacroExpansionExprSyntax, methods: MethodIndex) {
    guard let selector = SelectorReference(ExprSyntax(macro)) else { return nil }
    self.selector = selector
    guard let call = macro.enclosingCall else {
      sender = nil
      name = Self.name(of: selector, methods: methods)
      return
    }
    guard TargetActionSite(call, methods: methods) == nil else { return nil }
    if ["responds", "instancesRespond"].contains(call.calleeName), call.labels == ["to"] {
      sender = nil
      name = Self.name(of: selector, methods: methods)
    } else {
      sender = call.signature
      name = .failure(Unported(Self.instead(of: call)))
    }
  }

  /// What to write for a call that sends a selector.
  private static func instead(of call: FunctionCallExprSyntax) -> String {
    guard call.calleeName == "perform" else { return "Segue has no closure form of this call" }
    let replacement =
      call.labels.contains("afterDelay")
      ? "call the method from DispatchQueue.main.asyncAfter(deadline: .now() + delay)"
      : "call the method directly"
    return "neither Segue nor Foundation on Linux has \(call.signature): \(replacement)"
  }

  /// The Objective-C name of a method the ported files declare, by Swift's rule or its
  /// `@objc(name)`; of a UIKit method, from `ImportedSelectorName`; else unknown.
  private static func name(
    of selector: SelectorReference, methods: MethodIndex
  ) -> Result<String, Unported> {
    let declared = selector.isGetter ? [] : methods.methods(selector).filter { !$0.isOverride }
    guard !declared.isEmpty else {
      return ImportedSelectorName.of(selector).map { .success($0) }
        ?? .failure(
          Unported(
            "'\(selector.baseName)' is not declared in the ported files (an override takes"
              + " UIKit's name), and its Objective-C name is not one segue port knows: write"
              + " NSSelectorFromString(\"objcName\") by hand"))
    }
    let names = declared.map { name(of: $0, selector: selector) }
    if let failure = names.first(where: { (try? $0.get()) == nil }) { return failure }
    guard Set(names.compactMap { try? $0.get() }).count == 1 else {
      return .failure(
        Unported(
          "'\(selector.baseName)' is declared more than once in the ported files, with"
            + " different Objective-C names: write NSSelectorFromString(\"objcName\") by hand"))
    }
    return names[0]
  }

  private static func name(
    of method: MethodIndex.Method, selector: SelectorReference
  ) -> Result<String, Unported> {
    if let explicit = method.explicitObjCName { return .success(explicit) }
    guard !method.isAsync else {
      return .failure(
        Unported(
          "'\(selector.baseName)' is async, and Swift's Objective-C name for it takes a"
            + " completion handler: write NSSelectorFromString(\"objcName\") by hand"))
    }
    let derived = ObjCSelectorName.of(
      baseName: selector.baseName, labels: method.labels, throwing: method.isThrowing)
    // The same Swift name as a UIKit method: if it implements that method of a UIKit
    // protocol, it has UIKit's name instead.
    if let imported = ImportedSelectorName.of(selector, labels: method.labels),
      imported != derived
    {
      return .failure(
        Unported(
          "'\(selector.baseName)' is declared in the ported files, but UIKit's method of that"
            + " name is \"\(imported)\" where Swift's rule gives \"\(derived)\": write"
            + " NSSelectorFromString with the one it implements by hand"))
    }
    return .success(derived)
  }

  /// `NSSelectorFromString("name")` in the place of `macro`, its trivia kept.
  static func replacement(of macro: MacroExpansionExprSyntax, name: String) -> ExprSyntax {
    var parser = Parser("NSSelectorFromString(\"\(name)\")")
    return ExprSyntax.parse(from: &parser)
      .with(\.leadingTrivia, macro.leadingTrivia)
      .with(\.trailingTrivia, macro.trailingTrivia)
  }
}
