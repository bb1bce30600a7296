import ArgumentParser
import Foundation
import SeguePlayground
import SeguePort
import SegueSDL

/// `segue port Sources/`: rewrites iOS transition code for Segue, in place or into a new
/// folder. A file that cannot be read or parsed stops the run before anything is written.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "port",
    abstract: "Rewrite iOS code for Segue: imports, #selector, #if os(iOS), @objc, @IB…, open.",
    discussion: """
      Prints every change and every site it could not rewrite by file and line. A second \
      run changes nothing. Files with syntax errors are reported and nothing is written.
      """)

  @Argument(help: "Swift files, or folders searched for *.swift.")
  var paths: [String]

  @Option(help: "A new folder to write the ported files into, at the same relative paths.")
  var out: String?

  func validate() throws {
    do {
      _ = try SwiftSources(paths)
    } catch let problem as SwiftSources.Problem {
      throw ValidationError(problem.description)
    }
    if let out { try OutputFolder.validate(out, option: "--out") }
  }

  func run() throws {
    let sources = try SwiftSources(paths).entries
    let files = try sources.map { entry in
      guard let data = FileManager.default.contents(atPath: entry.url.path),
        let text = String(data: data, encoding: .utf8)
      else {
        throw RunFailure(
          description: "cannot read '\(entry.url.path)' as UTF-8 text; nothing written")
      }
      return SourceFile(path: entry.displayPath, text: text)
    }
    let ported = Port.run(files)
    let summary = PortSummary(ported)
    if let errors = summary.syntaxErrors {
      throw RunFailure(
        description: "\(errors)\nnothing written: fix the syntax errors and run again")
    }
    do {
      if let out {
        try OutputFolder.write(to: URL(fileURLWithPath: out, isDirectory: true)) { folder in
          for (entry, file) in zip(sources, ported) {
            let url = folder.appendingPathComponent(entry.relativePath)
            try FileManager.default.createDirectory(
              at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
          }
        }
      } else {
        for (entry, file) in zip(sources, ported) where file.isChanged {
          try AtomicFile.write(Data(file.text.utf8), to: entry.url)
        }
      }
    } catch {
      throw RunFailure(description: "cannot write the ported files: \(error)")
    }
    print(summary.text)
  }
}
