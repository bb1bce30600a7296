import SwiftSyntax

/// `import UIKit`, `CoreGraphics` and `QuartzCore`, and their submodules and single
/// declarations (`import UIKit.UIGestureRecognizerSubclass`, whose subclassing API is part of
/// Segue's `UIGestureRecognizer`), become `import Segue`, once per list of statements (each
/// `#if` branch has its own).
enum ImportRewrite {
  static let replacedModules: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore"]

  /// `items` with its imports rewritten; `lines` gives each item's line in the file as read.
  static func rewrite(
    _ items: CodeBlockItemListSyntax, lines: [Int]
  ) -> (items: CodeBlockItemListSyntax, changes: [PortNote]) {
    var importsSegue = false
    var kept: [CodeBlockItemSyntax] = []
    var changes: [PortNote] = []
    for (item, line) in zip(items, lines) {
      guard let decl = item.item.as(ImportDeclSyntax.self),
        let module = decl.path.first?.name.text,
        module == "Segue" || replacedModules.contains(module)
      else {
        kept.append(item)
        continue
      }
      let spelled = decl.trimmedDescription
      if importsSegue {
        changes.append(PortNote(line: line, message: "removed \(spelled): Segue is imported above"))
        continue
      }
      importsSegue = true
      if decl.importKindSpecifier == nil, decl.path.trimmedDescription == "Segue" {
        kept.append(item)
        continue
      }
      let segue = ImportPathComponentSyntax(
        name: .identifier("Segue", trailingTrivia: decl.path.trailingTrivia))
      let rewritten = decl.with(\.importKindSpecifier, nil).with(\.path, [segue])
      kept.append(item.with(\.item, .decl(DeclSyntax(rewritten))))
      changes.append(PortNote(line: line, message: "\(spelled) → import Segue"))
    }
    return (CodeBlockItemListSyntax(kept), changes)
  }
}
