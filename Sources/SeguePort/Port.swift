import SwiftParser
import SwiftSyntax

/// `segue port`'s rewrites over a set of files, in memory: the caller writes the results.
///
///     let ported = Port.run([SourceFile(path: "Card.swift", text: source)])
///     print(PortSummary(ported).text)
public enum Port {
  /// Ports the files together: a bare `#selector(bar)` finds `bar` in any of them, and
  /// `@objc` goes only when no selector in any of them still names its method.
  public static func run(_ files: [SourceFile]) -> [PortedFile] {
    let trees = files.map { Parser.parse(source: $0.text) }
    let converters = zip(files, trees).map { file, tree in
      SourceLocationConverter(fileName: file.path, tree: tree)
    }
    let errors = zip(trees, converters).map { SyntaxErrors.notes(in: $0, converter: $1) }
    let parsed = trees.indices.filter { errors[$0].isEmpty }
    var methods = MethodIndex()
    for index in parsed { methods.add(trees[index]) }
    var uses = SelectorUses()
    for index in parsed { uses.add(trees[index], methods: methods) }
    return files.indices.map { index in
      let file = files[index]
      guard errors[index].isEmpty else {
        return PortedFile(
          path: file.path, text: file.text, changes: [], unported: [],
          syntaxErrors: errors[index], droppedInterfaceBuilder: false)
      }
      let rewriter = PortRewriter(methods: methods, uses: uses, converter: converters[index])
      let text = rewriter.rewrite(trees[index]).description
      return PortedFile(
        path: file.path, text: text, changes: rewriter.changes.sorted(by: { $0.line < $1.line }),
        unported: rewriter.unported.sorted(by: { $0.line < $1.line }), syntaxErrors: [],
        droppedInterfaceBuilder: rewriter.droppedInterfaceBuilder)
    }
  }
}
