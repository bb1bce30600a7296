import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// What swift-syntax finds wrong in a file, by line: a file with any is left as it is.
enum SyntaxErrors {
  static func notes(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [PortNote] {
    ParseDiagnosticsGenerator.diagnostics(for: tree)
      .filter { $0.diagMessage.severity == .error }
      .map { diagnostic in
        let location = diagnostic.location(converter: converter)
        return PortNote(
          line: location.line, message: "column \(location.column): \(diagnostic.message)")
      }
  }
}
