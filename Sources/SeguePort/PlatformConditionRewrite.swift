import SwiftParser
import SwiftSyntax

/// `#if os(iOS)` → `#if (os(iOS) || os(Linux))` and `canImport(UIKit)` →
/// `(canImport(UIKit) || canImport(Segue))`, in `#if` and `#elseif` conditions: on Linux,
/// with Segue, the iOS code is the code to build. `#if !os(iOS)` keeps its meaning for the
/// iOS branch: Linux takes that branch too. A clause followed by one for Linux
/// (`#elseif os(Linux)`) stays, or that one would never build.
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

    /// Whether `check` is already or-ed with `partner`, directly: `os(iOS) || os(Linux)`,
    /// and not `os(Linux) && debug || os(iOS)`, which leaves Linux without debug out.
    private func isBeside(_ check: FunctionCallExprSyntax, _ partner: String) -> Bool {
      guard let sequence = check.parent?.as(ExprListSyntax.self) else { return false }
      let spelled = sequence.map { $0.trimmedDescription.filter { !$0.isWhitespace } }
      guard let index = sequence.firstIndex(where: { $0.id == check.id }) else { return false }
      let at = sequence.distance(from: sequence.startIndex, to: index)
      // `||` binds loosest: the pair stands alone when whatever is beside it is or-ed too.
      func isOr(_ position: Int) -> Bool {
        !spelled.indices.contains(position) || spelled[position] == "||"
      }
      return [at - 2, at + 2].contains { other in
        let (first, last) = (min(at, other), max(at, other))
        return spelled.indices.contains(other) && spelled[other] == partner
          && spelled[first + 1] == "||" && isOr(first - 1) && isOr(last + 1)
      }
    }
  }

  /// A later clause of the same `#if` that already takes Linux in (`#elseif os(Linux)`,
  /// `canImport(Segue)`): widening `clause` would make that branch dead code.
  static func linuxClause(after clause: IfConfigClauseSyntax) -> IfConfigClauseSyntax? {
    guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self),
      let index = clauses.firstIndex(where: { $0.id == clause.id })
    else { return nil }
    return clauses[clauses.index(after: index)...].first { later in
      later.condition.map { condition in
        Checks(condition).spelled.contains { widened.values.contains($0) }
      } ?? false
    }
  }

  /// Every call in a condition, spelled without whitespace: `os(Linux)`.
  private final class Checks: SyntaxVisitor {
    private(set) var spelled: [String] = []

    init(_ condition: ExprSyntax) {
      super.init(viewMode: .sourceAccurate)
      walk(condition)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      spelled.append(node.trimmedDescription.filter { !$0.isWhitespace })
      return .skipChildren
    }
  }
}
