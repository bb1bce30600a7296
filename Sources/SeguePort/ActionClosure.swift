import SwiftSyntax

/// The closure that takes the place of a target and a selector: it calls the selector's
/// method on the target, passing the sender when the method takes one.
struct ActionClosure {
  /// Whether the API drops the action once its target is gone (controls, recognizers and bar
  /// items do, as UIKit's weak targets do): `self` can then be captured unowned.
  let skipsDeadTargets: Bool
  /// The name the closure gives what the API passes: `sender`, `notification`.
  let parameter: String

  /// The closure's text, or why there is none: a nil target (the responder chain, which Segue
  /// does not have), or a method of more parameters than the one the closure passes.
  /// `castTo` names the type the method belongs to when the target is not known to be one
  /// (`owner: AnyObject`): the capture casts it, `[weak owner = owner as? Handler]`.
  func text(
    target: ExprSyntax, method: String, labels: [String], castTo: String? = nil
  ) -> Result<String, Unported> {
    if target.is(NilLiteralExprSyntax.self) {
      return .failure(
        Unported("its target is nil: the action goes up the responder chain, which Segue lacks"))
    }
    guard labels.count <= 1 else {
      return .failure(
        Unported(
          "\(method)(\(labels.map { "\($0):" }.joined())) takes \(labels.count) parameters;"
            + " the closure passes only the \(parameter)"))
    }
    let (capture, receiver) = captured(target, castTo: castTo)
    let name = labels.isEmpty ? "_" : parameter
    let argument = labels.first.map { $0 == "_" ? parameter : "\($0): \(parameter)" } ?? ""
    return .success("{ [\(capture)] \(name) in \(receiver).\(method)(\(argument)) }")
  }

  /// The capture list entry and how the body names the target. A weak capture is optional,
  /// which also suits a target that already is, or is cast.
  private func captured(
    _ target: ExprSyntax, castTo: String?
  ) -> (capture: String, receiver: String) {
    let reference = target.as(DeclReferenceExprSyntax.self)
    let isPlainName = reference != nil && reference?.argumentNames == nil
    let name = isPlainName ? target.trimmedDescription : "target"
    if skipsDeadTargets, isPlainName, name == "self" { return ("unowned self", "self") }
    let binding =
      switch (isPlainName, castTo) {
      case (true, nil): name
      case (_, .some(let type)): "\(name) = \(target.trimmedDescription) as? \(type)"
      case (false, nil): "\(name) = \(target.trimmedDescription)"
      }
    return ("weak \(binding)", "\(name)?")
  }
}

/// Why a site was left as it was.
struct Unported: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
