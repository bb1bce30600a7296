import SwiftParser
import SwiftSyntax

/// `#if os(iOS)` → `#if (os(iOS) || os(Linux))` and `canImport(UIKit)` →
/// `(canImport(UIKit) || canImport(Segue))`, in `#if` and `#elseif` conditions: on Linux,
/// with Segue, the iOS code is the code to build. `#if !os(iOS)` keeps its meaning for the
/// iOS branch: Linux takes that branch too.
enum PlatformConditionRewrite {
  /// Each check and what Linux with Segue also answers it with.
  private static let widened = ["os(iOS)": "os(Linux)", "canImport(UIKit)": "canImport(Segue)"]

  /// `condition` with each iOS check widened; nil when it has none left to widen (a check
  /// already beside its Linux one, `os(iOS) || os(Linux)`, stays).
  static func rewrite(_ condition: ExprSyntax) -> ExprSyntax? {
    let rewriter = Rewriter()
    let rewritten = rewriter.visit(condition)
    return rewriter.changed ? rewritten : nil
  }

  private final class Rewriter: SyntaxRewriter {
    var changed = false

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
      let spelled = node.trimmedDescription.filter { !$0.isWhitespace }
      guard let partner = widened[spelled], !isBeside(node, partner) else {
        return ExprSyntax(node)
      }
      changed = true
      var parser = Parser("(\(spelled) || \(partner))")
      return ExprSyntax.parse(from: &parser)
        .with(\.leadingTrivia, node.leadingTrivia)
        .with(\.trailingTrivia, node.trailingTrivia)
    }

    /// Whether `check` is already or-ed with `partner`: `os(iOS) || os(Linux)`.
    private func isBeside(_ check: FunctionCallExprSyntax, _ partner: String) -> Bool {
      guard let sequence = check.parent?.as(ExprListSyntax.self) else { return false }
      let spelled = sequence.map { $0.trimmedDescription.filter { !$0.isWhitespace } }
      return spelled.contains(partner) && spelled.contains("||")
    }
  }
}
