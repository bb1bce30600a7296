import SwiftParser
import SwiftSyntax

/// A call that hands UIKit a target and a `#selector`, and the closure form it becomes in
/// Segue, which has no Objective-C runtime to send a selector with.
struct TargetActionSite {
  let selector: SelectorReference
  /// The call as it is spelled: `addTarget(_:action:for:)`.
  let signature: String
  /// What replaces the call, or why nothing does.
  let replacement: Result<Replacement, Unported>
  /// The type the closure casts the target to: the one the selector names
  /// (`#selector(Handler.handle(_:))`) when the target is not known to be of it
  /// (`owner: AnyObject`).
  let cast: String?

  /// Nil when `call` passes no `#selector`, or passes it as a value (`responds(to:)`), with
  /// no target: neither a `target:` argument nor an `action:` or `selector:` one.
  init?(_ call: FunctionCallExprSyntax, methods: MethodIndex) {
    let arguments = Array(call.arguments)
    guard
      let index = arguments.firstIndex(where: { SelectorReference($0.expression) != nil }),
      let selector = SelectorReference(arguments[index].expression), !selector.isGetter
    else { return nil }
    let labels = call.labels
    guard labels.contains("target") || ["action", "selector"].contains(labels[index]) else {
      return nil
    }
    self.selector = selector
    let callee = call.calledExpression
    let name = call.calleeName
    signature = call.signature
    let target = index > 0 ? arguments[index - 1].expression : nil
    cast = selector.typeName.flatMap { type in
      target.map { DeclaredType.target($0, is: type) } == false ? type : nil
    }
    let isSuper = callee.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) == true
    replacement = Self.replacement(
      of: call, arguments: arguments, selectorIndex: index,
      shape: Shape(name, labels, index, isSuper: isSuper), selector: selector, methods: methods,
      cast: cast)
  }

  /// The call that takes the place of the site's, and the statement that must follow it.
  struct Replacement {
    let call: ExprSyntax
    /// `addTarget(owner) { … }`, after the `super.init(target: nil, action: nil)` a
    /// recognizer subclass's initializer now calls; nil for every other site.
    let next: ExprSyntax?
  }

  /// The ways UIKit takes a target and a selector that have a closure form here.
  private enum Shape {
    /// `UIControl.addTarget(_:action:for:)`, which becomes `addTarget(_:for:action:)`.
    case control
    /// `init(…target:action:)` (recognizers, bar button items) and a recognizer's
    /// `addTarget(_:action:)`: the action becomes a trailing closure.
    case trailingAction
    /// `NotificationCenter.addObserver(_:selector:name:object:)`, which becomes Foundation's
    /// `addObserver(forName:object:queue:using:)`.
    case observer
    /// A recognizer subclass's `super.init(target:action:)`, UIKit's designated initializer:
    /// the closure initializer is a convenience one, which a subclass cannot call, so it
    /// becomes `super.init(target: nil, action: nil)` and then `addTarget(_:action:)`.
    case superInit

    init?(_ name: String, _ labels: [String], _ selectorIndex: Int, isSuper: Bool) {
      switch (name, labels) {
      case ("init", ["target", "action"]) where isSuper && selectorIndex == 1: self = .superInit
      case ("addTarget", ["_", "action", "for"]) where selectorIndex == 1: self = .control
      case ("addTarget", ["_", "action"]) where selectorIndex == 1: self = .trailingAction
      case ("addObserver", ["_", "selector", "name", "object"]) where selectorIndex == 1:
        self = .observer
      case (_, _)
      where labels.suffix(2) == ["target", "action"] && selectorIndex == labels.count - 1:
        self = .trailingAction
      default: return nil
      }
    }

    var closure: ActionClosure {
      switch self {
      case .control, .trailingAction, .superInit:
        ActionClosure(skipsDeadTargets: true, parameter: "sender")
      // The center keeps the observer block after the observer is gone: capture it weakly.
      case .observer: ActionClosure(skipsDeadTargets: false, parameter: "notification")
      }
    }
  }

  private static func replacement(
    of call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax], selectorIndex: Int,
    shape: Shape?, selector: SelectorReference, methods: MethodIndex, cast: String?
  ) -> Result<Replacement, Unported> {
    guard let shape, call.trailingClosure == nil else {
      return .failure(Unported("Segue has no closure form of this call"))
    }
    if shape == .superInit, call.parent?.is(CodeBlockItemSyntax.self) != true {
      return .failure(
        Unported("super.init is not a statement of its own, so no addTarget can follow it"))
    }
    guard let labels = methods.labels(of: selector) else {
      return .failure(
        Unported(
          "'\(selector.baseName)' is not declared once in the ported files,"
            + " so its parameters are unknown"))
    }
    let target = arguments[selectorIndex - 1].expression
    return shape.closure.text(
      target: target, method: selector.baseName, labels: labels, castTo: cast
    ).map { closure in
      let kept: [String]
      switch shape {
      case .superInit:
        return Replacement(
          call: expression("super.init(target: nil, action: nil)", replacing: call),
          next: expression("addTarget(\(target.trimmedDescription)) \(closure)"))
      case .control:
        kept = [target.trimmedDescription, "for: \(arguments[2].expression.trimmedDescription)"]
      case .trailingAction:
        kept = arguments[..<selectorIndex].map { argument in
          argument.with(\.trailingComma, nil).trimmedDescription
        }
      case .observer:
        kept = [
          "forName: \(arguments[2].expression.trimmedDescription)",
          "object: \(arguments[3].expression.trimmedDescription)",
          // The selector form calls back on the posting thread, the main one for UIKit's
          // notifications; `.main` also lets the block call main-actor methods.
          "queue: .main",
        ]
      }
      let text =
        "\(call.calledExpression.trimmedDescription)(\(kept.joined(separator: ", "))) \(closure)"
      return Replacement(call: expression(text, replacing: call), next: nil)
    }
  }

  /// `text` parsed, with the trivia of the call it replaces, if it replaces one.
  private static func expression(
    _ text: String, replacing call: FunctionCallExprSyntax? = nil
  ) -> ExprSyntax {
    var parser = Parser(text)
    let parsed = ExprSyntax.parse(from: &parser)
    guard let call else { return parsed }
    return parsed.with(\.leadingTrivia, call.leadingTrivia)
      .with(\.trailingTrivia, call.trailingTrivia)
  }
}

extension FunctionCallExprSyntax {
  /// `addTarget` in `button.addTarget(…)`.
  var calleeName: String {
    calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? calledExpression.trimmedDescription
  }

  /// The argument labels, `_` for none.
  var labels: [String] { arguments.map { $0.label?.text ?? "_" } }

  /// The call as it is spelled: `addTarget(_:action:for:)`.
  var signature: String { "\(calleeName)(\(labels.map { "\($0):" }.joined()))" }
}
