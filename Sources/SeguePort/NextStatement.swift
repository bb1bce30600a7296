import SwiftSyntax

/// A statement put after another: on a line of its own at the other's indentation, or after a
/// `;` when the other shares its line with what is before it (`init() { super.init(…) }`).
enum NextStatement {
  /// `item` and then `next`, which ends in a `;` as `item` does.
  static func items(
    _ item: CodeBlockItemSyntax, then next: ExprSyntax
  ) -> [CodeBlockItemSyntax] {
    let leading = Array(item.leadingTrivia)
    let newline = leading.lastIndex(where: \.isNewline)
    let separator =
      newline.map {
        Trivia(pieces: [.newlines(1)] + leading[($0 + 1)...].prefix(while: \.isWhitespace))
      }
      ?? .space
    // What follows `item` on its line after a `;` (`f()`), or on the line it shares with
    // what is before it (` }`), comes after `next`; else `item` keeps its trailing comment.
    let moves = newline == nil || item.semicolon != nil
    let following = CodeBlockItemSyntax(
      item: .expr(next.with(\.leadingTrivia, separator)),
      semicolon: item.semicolon.map { _ in .semicolonToken() })
    guard moves else { return [item, following] }
    return [
      item.with(\.trailingTrivia, []).with(\.semicolon, .semicolonToken()),
      following.with(\.trailingTrivia, item.trailingTrivia),
    ]
  }
}
